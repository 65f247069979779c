import type { AnyStateMachine } from 'xstate';
import { guardLabel } from './statechartGraph.ts';

/**
 * A machine as a config a designer can paste into Stately's editor or visualizer: the same states and
 * transitions, with every guard, action and actor named by a string instead of implemented, and no imports
 * besides xstate. Pure: `npm run statecharts` writes it to docs/statecharts/<id>.config.js.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Where a piece of behaviour sits, for the placeholder name of an anonymous one: `upload.error on files.select`. */
type Where = string;

// Names an arrow function gets from the property it is written in, which say nothing about what it does.
const POSITIONAL_NAMES = new Set(['', 'anonymous', 'actions', 'entry', 'exit', 'guard', 'src', 'input']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** The value as JSON data, or undefined when it holds anything else (a function, a Date, an Error, …). */
function jsonOf(value: unknown): Json | undefined {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map(jsonOf);
    return items.every((item) => item !== undefined) ? (items as Json[]) : undefined;
  }
  if (isPlainObject(value)) {
    const entries: [string, Json][] = [];
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      const json = jsonOf(item);
      if (json === undefined) return undefined;
      entries.push([key, json]);
    }
    return Object.fromEntries(entries);
  }
  return undefined;
}

/** A function's own name, or a placeholder saying what and where it is when it has none worth reading. */
function functionName(fn: { name?: string; type?: unknown }, kind: string, where: Where): string {
  // xstate's action creators (assign, emit, raise, …) carry their kind as `xstate.assign` and so on.
  const builtin = typeof fn.type === 'string' && fn.type.startsWith('xstate.') ? fn.type.slice(7) : null;
  if (builtin) return `${builtin} (${where})`;
  const name = fn.name ?? '';
  return POSITIONAL_NAMES.has(name) ? `inline ${kind} (${where})` : name;
}

function actionConfig(action: unknown, where: Where): Json {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') return functionName(action, 'action', where);
  if (isPlainObject(action) && typeof action.type === 'string') {
    // Params computed from the event are behaviour: the name is what the designer needs.
    const params = action.params === undefined ? undefined : jsonOf(action.params);
    return params === undefined ? action.type : { type: action.type, params };
  }
  return `inline action (${where})`;
}

function actionsConfig(actions: unknown, where: Where): Json | undefined {
  if (actions === undefined) return undefined;
  const list = Array.isArray(actions) ? actions : [actions];
  const named = list.map((action) => actionConfig(action, where));
  return named.length === 1 ? named[0]! : named;
}

function guardConfig(guard: unknown, where: Where): Json | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (isPlainObject(guard) && typeof guard.type === 'string') {
    const params = guard.params === undefined ? undefined : jsonOf(guard.params);
    return params === undefined ? guard.type : { type: guard.type, params };
  }
  // and/or/not/stateIn (functions carrying their `check`) read as written: `hasOtherCopyTargets && !isOpen`.
  if (typeof guard === 'function' && !('check' in guard)) return functionName(guard, 'guard', where);
  const label = guardLabel(guard);
  return label && label !== 'inline guard' ? label : `inline guard (${where})`;
}

function transitionConfig(transition: unknown, where: Where): Json {
  if (typeof transition === 'string') return transition;
  if (!isPlainObject(transition)) return {};
  const { target, guard, actions, reenter, description, meta } = transition;
  const config: Record<string, Json | undefined> = {
    target: jsonOf(target),
    guard: guardConfig(guard, where),
    actions: actionsConfig(actions, where),
    reenter: typeof reenter === 'boolean' ? reenter : undefined,
    description: typeof description === 'string' ? description : undefined,
    meta: meta === undefined ? undefined : jsonOf(meta),
  };
  return withoutUndefined(config);
}

function transitionsConfig(transitions: unknown, where: Where): Json {
  if (Array.isArray(transitions)) return transitions.map((t) => transitionConfig(t, where));
  return transitionConfig(transitions, where);
}

function invokeConfig(invoke: unknown, stateId: string): Json {
  if (!isPlainObject(invoke)) return {};
  const { id, src, systemId, input, onDone, onError, onSnapshot } = invoke;
  const name = typeof id === 'string' ? id : `inline actor (${stateId})`;
  const config: Record<string, Json | undefined> = {
    id: typeof id === 'string' ? id : undefined,
    src: typeof src === 'string' ? src : name,
    systemId: typeof systemId === 'string' ? systemId : undefined,
    // An input computed from the context is behaviour; a fixed one is data worth keeping.
    input: typeof input === 'function' || input === undefined ? undefined : jsonOf(input),
    onDone: onDone === undefined ? undefined : transitionsConfig(onDone, `${stateId} on done: ${name}`),
    onError: onError === undefined ? undefined : transitionsConfig(onError, `${stateId} on error: ${name}`),
    onSnapshot:
      onSnapshot === undefined ? undefined : transitionsConfig(onSnapshot, `${stateId} on snapshot: ${name}`),
  };
  return withoutUndefined(config);
}

function withoutUndefined(record: Record<string, Json | undefined>): { [key: string]: Json } {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as {
    [key: string]: Json;
  };
}

const mapValues = (record: Record<string, unknown>, map: (value: unknown, key: string) => Json) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value, key)]));

function stateConfig(config: Record<string, unknown>, stateId: string): { [key: string]: Json } {
  const out: Record<string, Json | undefined> = {};
  for (const [key, value] of Object.entries(config)) {
    if (value === undefined) continue;
    switch (key) {
      case 'entry':
      case 'exit':
        out[key] = actionsConfig(value, `${stateId} ${key}`);
        break;
      case 'on':
        out.on = mapValues(value as Record<string, unknown>, (t, event) =>
          transitionsConfig(t, `${stateId} on ${event}`),
        );
        break;
      case 'after':
        out.after = mapValues(value as Record<string, unknown>, (t, delay) =>
          transitionsConfig(t, `${stateId} after ${delay}`),
        );
        break;
      case 'always':
        out.always = transitionsConfig(value, `${stateId} always`);
        break;
      case 'invoke':
        out.invoke = Array.isArray(value)
          ? value.map((i) => invokeConfig(i, stateId))
          : invokeConfig(value, stateId);
        break;
      case 'states':
        out.states = mapValues(value as Record<string, unknown>, (child, childKey) =>
          stateConfig(child as Record<string, unknown>, `${stateId}.${childKey}`),
        );
        break;
      default:
        // id, initial, type, tags, history, target, description, meta, a static output or context: data
        // is kept as it is; what is computed (a context from the input, an output) is left out.
        out[key] = jsonOf(value);
    }
  }
  return withoutUndefined(out);
}

/** The context the machine starts with for this input, when it is plain data. */
function startingContext(machine: AnyStateMachine, input: unknown): Json | undefined {
  const { context } = machine.config as { context?: unknown };
  if (typeof context !== 'function') return context === undefined ? undefined : jsonOf(context);
  try {
    return jsonOf(
      context({
        input,
        self: undefined,
        spawn: () => {
          throw new Error('spawn');
        },
      }),
    );
  } catch {
    return undefined;
  }
}

export interface StatechartConfig {
  /** The machine config: createMachine's first argument. */
  config: { [key: string]: Json };
  /** Named delays that are fixed numbers of milliseconds, for createMachine's second argument. */
  delays: { [name: string]: number };
}

/** The machine's config with behaviour replaced by names; its context is the one `input` gives. */
export function statechartConfig(machine: AnyStateMachine, input?: unknown): StatechartConfig {
  const root = stateConfig(machine.config as Record<string, unknown>, machine.id);
  const context = startingContext(machine, input);
  const { id, ...rest } = root;
  const config = withoutUndefined({ id: id ?? machine.id, context, ...rest });
  const delays = Object.fromEntries(
    Object.entries(machine.implementations.delays ?? {}).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
  return { config, delays };
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const quote = (text: string) =>
  `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
const LINE = 100;

/** JavaScript source for JSON data, in the project's style: single quotes, bare keys, short values on one line. */
export function jsSource(value: Json, indent = ''): string {
  if (value === null || typeof value !== 'object')
    return typeof value === 'string' ? quote(value) : `${value}`;
  const inner = `${indent}  `;
  const isArray = Array.isArray(value);
  const parts = isArray
    ? value.map((item) => jsSource(item, inner))
    : Object.entries(value).map(
        ([key, item]) => `${IDENTIFIER.test(key) ? key : quote(key)}: ${jsSource(item, inner)}`,
      );
  if (parts.length === 0) return isArray ? '[]' : '{}';
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  const flat = isArray ? `[${parts.join(', ')}]` : `{ ${parts.join(', ')} }`;
  if (!flat.includes('\n') && indent.length + flat.length <= LINE) return flat;
  return `${open}\n${parts.map((p) => `${inner}${p},`).join('\n')}\n${indent}${close}`;
}

/** The whole file: `import { createMachine } from 'xstate'` and `export const machine = createMachine({...})`. */
export function statechartConfigSource(id: string, { config, delays }: StatechartConfig): string {
  const implementations = Object.keys(delays).length ? `, ${jsSource({ delays }, '')}` : '';
  return [
    `// The ${id} machine (machines/) as a self-contained config, written by \`npm run statecharts\`: do not edit.`,
    '// Guards, actions and actors are named, not implemented; the context is the one the model starts with.',
    "// Paste the whole file into https://stately.ai/viz or Stately's editor (Code panel → Import).",
    "import { createMachine } from 'xstate';",
    '',
    `export const machine = createMachine(${jsSource(config, '')}${implementations});`,
    '',
  ].join('\n');
}

import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

/**
 * A machine as a designer reads it: boxes (state nodes, nested inside their parents) and arrows
 * (transitions labelled `event [guard]`). Pure: `npm run statecharts`, the /dev/statecharts page and the
 * model-based tests' coverage guard read machines through it.
 */

export type StatechartNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface StatechartNode {
  /** The state node's id, e.g. `scheduleDay.kind.scheduled`. */
  id: string;
  key: string;
  /** Keys from the root, e.g. ['kind', 'scheduled']; the root's path is []. */
  path: string[];
  parent: string | null;
  type: StatechartNodeType;
  /** Entered first when its parent is entered (the initial marker). */
  initial: boolean;
  tags: string[];
  entry: string[];
  exit: string[];
  /** Ids of the actors invoked while in this state. */
  invoke: string[];
  /** Transitions that stay in this state (no target): drawn as lines inside the box. */
  internal: { event: string; guard: string | null; actions: string[]; label: string }[];
  /** The comment a designer reads, when the machine gives one (`description`). */
  description: string | null;
}

export interface StatechartEdge {
  id: string;
  source: string;
  target: string;
  event: string;
  guard: string | null;
  actions: string[];
  /** `event [guard]`, what the arrow says. */
  label: string;
}

export interface StatechartGraph {
  id: string;
  nodes: StatechartNode[];
  edges: StatechartEdge[];
}

interface GuardLike {
  type?: string;
  name?: string;
  guards?: unknown[];
  stateValue?: unknown;
  check?: unknown;
}

/** A guard as written: a name, `{ type }`, or the and/or/not/stateIn combinators. */
export function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  const g = guard as GuardLike;
  if (typeof guard === 'object' && typeof g.type === 'string') {
    // Parameterised guards read with their arguments: isDuration(3), startsAs(revision).
    const params = (guard as { params?: unknown }).params;
    const values =
      params && typeof params === 'object' ? Object.values(params) : params === undefined ? [] : [params];
    const simple =
      values.length > 0 && values.every((v) => ['string', 'number', 'boolean'].includes(typeof v));
    return simple ? `${g.type}(${values.join(', ')})` : g.type;
  }
  if (typeof guard === 'function') {
    const parts = (g.guards ?? []).map((inner) => guardLabel(inner) ?? '?');
    if (g.check && g.name === 'and') return parts.join(' && ');
    if (g.check && g.name === 'or') return `(${parts.join(' || ')})`;
    if (g.check && g.name === 'not') return `!${parts[0]}`;
    if (g.check && g.name === 'stateIn') {
      return `in ${typeof g.stateValue === 'string' ? g.stateValue : JSON.stringify(g.stateValue)}`;
    }
    // An arrow function written as `guard: () => …` takes the property's name, which says nothing.
    return g.name && g.name !== 'guard' ? g.name : 'inline guard';
  }
  return 'inline guard';
}

export function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action !== null && 'type' in action) return String(action.type);
  if (typeof action === 'function') {
    // xstate's built-in action creators carry their kind (xstate.assign, xstate.emit, …).
    const kind = (action as { type?: string; name?: string }).type ?? action.name;
    return kind || 'inline action';
  }
  return 'inline action';
}

const labelOf = (event: string, guard: string | null) => (guard ? `${event} [${guard}]` : event);

/** Event names as a person reads them: xstate.done.actor.save → done: save. */
export function eventLabel(eventType: string): string {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (match) return `${match[1]}: ${match[2]}`;
  const after = /^xstate\.after\.(\d+)\./.exec(eventType);
  if (after) return `after ${after[1]} ms`;
  return eventType;
}

function nodeType(node: AnyStateNode): StatechartNodeType {
  return node.type as StatechartNodeType;
}

export function statechartGraph(machine: AnyStateMachine): StatechartGraph {
  const nodes: StatechartNode[] = [];
  const edges: StatechartEdge[] = [];

  const visit = (node: AnyStateNode, parent: AnyStateNode | null) => {
    const internal: StatechartNode['internal'] = [];
    const transitions = [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []).map((t) => ({ ...t, eventType: 'always' })),
    ];
    for (const t of transitions) {
      const event = eventLabel(t.eventType);
      const guard = guardLabel(t.guard);
      const actions = (t.actions ?? []).map(actionLabel);
      if (!t.target || t.target.length === 0) {
        internal.push({ event, guard, actions, label: labelOf(event, guard) });
        continue;
      }
      for (const target of t.target) {
        edges.push({
          id: `e${edges.length}`,
          source: node.id,
          target: target.id,
          event,
          guard,
          actions,
          label: labelOf(event, guard),
        });
      }
    }
    const parentInitial = parent?.type === 'compound' ? parent.initial?.target?.[0]?.id : undefined;
    nodes.push({
      id: node.id,
      key: node.key,
      path: [...node.path],
      parent: parent?.id ?? null,
      type: nodeType(node),
      initial: parentInitial === node.id,
      tags: [...(node.tags ?? [])],
      entry: (node.entry ?? []).map(actionLabel),
      exit: (node.exit ?? []).map(actionLabel),
      invoke: (node.invoke ?? []).map((i) => i.id),
      internal,
      description: node.description ?? null,
    });
    for (const child of Object.values(node.states ?? {})) visit(child, node);
  };
  visit(machine.root, null);
  return { id: machine.id, nodes, edges };
}

/** The definition as saved to docs/statecharts/<id>.json: nested states with their transitions. */
export interface StatechartDefinition {
  id: string;
  type: StatechartNodeType;
  initial?: string;
  tags?: string[];
  entry?: string[];
  exit?: string[];
  invoke?: string[];
  description?: string;
  on?: Record<string, { target: string[]; guard?: string; actions?: string[] }[]>;
  states?: Record<string, StatechartDefinition>;
}

export function statechartDefinition(machine: AnyStateMachine): StatechartDefinition {
  const graph = statechartGraph(machine);
  const byParent = new Map<string | null, StatechartNode[]>();
  for (const n of graph.nodes) byParent.set(n.parent, [...(byParent.get(n.parent) ?? []), n]);
  const build = (node: StatechartNode): StatechartDefinition => {
    const children = byParent.get(node.id) ?? [];
    const on: NonNullable<StatechartDefinition['on']> = {};
    const add = (event: string, t: { target: string[]; guard: string | null; actions: string[] }) => {
      on[event] ??= [];
      on[event].push({
        target: t.target,
        ...(t.guard ? { guard: t.guard } : {}),
        ...(t.actions.length ? { actions: t.actions } : {}),
      });
    };
    for (const e of graph.edges.filter((edge) => edge.source === node.id))
      add(e.event, { ...e, target: [e.target] });
    for (const t of node.internal) add(t.event, { ...t, target: [] });
    const initial = children.find((c) => c.initial)?.key;
    return {
      id: node.id,
      type: node.type,
      ...(initial ? { initial } : {}),
      ...(node.tags.length ? { tags: node.tags } : {}),
      ...(node.entry.length ? { entry: node.entry } : {}),
      ...(node.exit.length ? { exit: node.exit } : {}),
      ...(node.invoke.length ? { invoke: node.invoke } : {}),
      ...(node.description ? { description: node.description } : {}),
      ...(Object.keys(on).length ? { on } : {}),
      ...(children.length ? { states: Object.fromEntries(children.map((c) => [c.key, build(c)])) } : {}),
    };
  };
  return build(graph.nodes.find((n) => n.parent === null)!);
}

/** The state value a state node stands for, e.g. ['submission', 'failed'] → { submission: 'failed' }. */
export function stateValueOf(path: readonly string[]): StateValue {
  const [head, ...rest] = path;
  return rest.length === 0 ? head! : { [head!]: stateValueOf(rest) };
}

import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import type { StatechartGraph, StatechartNode } from '../../../machines/statechartGraph.ts';

// The statechart diagram, laid out by ELK and drawn as SVG text. Pure (no node: imports), so both
// `npm run statecharts` and the /dev/statecharts page draw with it. Each brings its own ELK: the script
// and tests the bundled one (elkLayout.ts), the page one in a web worker (its 1.6 MB stays out of every
// chunk and off the main thread).

/** What the diagram needs of an ELK instance. */
export type StatechartLayout = Pick<ELK, 'layout'>;

const CHAR = 7; // px per character at the 12 px font below
const LINE = 16;
const TITLE = 26;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The lines written inside a box under its name: tags, invoked actors, transitions that stay. */
function detailLines(node: StatechartNode): string[] {
  return [
    ...(node.tags.length ? [`tags: ${node.tags.join(', ')}`] : []),
    ...node.invoke.map((id) => `invoke: ${id}`),
    ...node.internal.map((t) => `${t.label}${t.actions.length ? ` / ${t.actions.join(', ')}` : ''}`),
  ];
}

const widthOf = (lines: string[]) => Math.max(...lines.map((l) => l.length), 4) * CHAR + 24;

/** Positions every box and arrow with ELK's layered algorithm (global coordinates). */
export async function layoutStatechart(graph: StatechartGraph, elk: StatechartLayout): Promise<ElkNode> {
  const children = new Map<string | null, StatechartNode[]>();
  for (const n of graph.nodes) children.set(n.parent, [...(children.get(n.parent) ?? []), n]);
  const ancestors = (id: string): string[] => {
    const node = graph.nodes.find((n) => n.id === id);
    return node?.parent ? [...ancestors(node.parent), node.parent] : [];
  };
  // ELK wants each edge in the lowest node that holds both ends (a node's own children count as held by it).
  const containerOf = (source: string, target: string) => {
    const a = [...ancestors(source), source];
    const b = [...ancestors(target), target];
    let common = a[0]!;
    for (let i = 0; i < Math.min(a.length, b.length) && a[i] === b[i]; i++) common = a[i]!;
    return common === source || common === target ? (ancestors(common).at(-1) ?? common) : common;
  };
  const edgesIn = new Map<string, ElkExtendedEdge[]>();
  for (const e of graph.edges) {
    const container = containerOf(e.source, e.target);
    const edge: ElkExtendedEdge = {
      id: e.id,
      sources: [e.source],
      targets: [e.target],
      labels: [{ text: e.label, width: e.label.length * 6.5 + 6, height: 14 }],
    };
    edgesIn.set(container, [...(edgesIn.get(container) ?? []), edge]);
  }
  const toElk = (node: StatechartNode): ElkNode => {
    const kids = children.get(node.id) ?? [];
    const lines = detailLines(node);
    const title = node.parent === null ? `${graph.id}` : node.key;
    const base: ElkNode = { id: node.id, edges: edgesIn.get(node.id) ?? [] };
    if (kids.length === 0) {
      return { ...base, width: widthOf([title, ...lines]), height: TITLE + lines.length * LINE + 8 };
    }
    return {
      ...base,
      children: kids.map(toElk),
      layoutOptions: {
        'elk.padding': `[top=${TITLE + lines.length * LINE + 12},left=16,bottom=16,right=16]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${widthOf([title, ...lines])}, ${TITLE + lines.length * LINE + 20})`,
        ...(node.type === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
      },
    };
  };
  const root = graph.nodes.find((n) => n.parent === null)!;
  return elk.layout(
    { id: '__canvas', children: [toElk(root)] },
    {
      layoutOptions: {
        'elk.algorithm': 'layered',
        'elk.direction': 'DOWN',
        'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
        'elk.edgeRouting': 'ORTHOGONAL',
        'elk.layered.spacing.nodeNodeBetweenLayers': '40',
        'elk.spacing.nodeNode': '30',
        'elk.spacing.edgeLabel': '4',
        'elk.edgeLabels.inline': 'false',
        'elk.json.shapeCoords': 'ROOT',
        'elk.json.edgeCoords': 'ROOT',
        'elk.padding': '[top=20,left=20,bottom=20,right=20]',
      },
    },
  );
}

/** The diagram: one `<g class="state">` box per state node, one `<g class="transition">` arrow per target. */
export async function renderStatechartSvg(graph: StatechartGraph, elk: StatechartLayout): Promise<string> {
  const laid = await layoutStatechart(graph, elk);
  const boxes: string[] = [];
  const arrows: string[] = [];
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const walk = (elkNode: ElkNode) => {
    const node = byId.get(elkNode.id);
    if (node) {
      const x = elkNode.x ?? 0;
      const y = elkNode.y ?? 0;
      const w = elkNode.width ?? 0;
      const h = elkNode.height ?? 0;
      const title = node.parent === null ? graph.id : node.key;
      const kind = node.type === 'parallel' ? ' ‖' : node.type === 'final' ? ' ◎' : '';
      const dashed = byId.get(node.parent ?? '')?.type === 'parallel' ? ' stroke-dasharray="6 4"' : '';
      const lines = detailLines(node)
        .map(
          (l, i) =>
            `<text x="${x + 10}" y="${y + TITLE + 12 + i * LINE}" class="detail">${escapeXml(l)}</text>`,
        )
        .join('');
      const initial = node.initial
        ? `<circle cx="${x - 10}" cy="${y - 10}" r="4" class="initial"/><path d="M${x - 7} ${y - 7} L${x + 2} ${y + 2}" class="initial-arrow" marker-end="url(#arrow)"/>`
        : '';
      boxes.push(
        `<g class="state" data-id="${escapeXml(node.id)}" data-type="${node.type}">` +
          `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8"${dashed}${node.type === 'final' ? ' stroke-width="3"' : ''}/>` +
          `<text x="${x + 10}" y="${y + 18}" class="title">${escapeXml(title + kind)}</text>` +
          `${lines}${initial}</g>`,
      );
    }
    for (const child of elkNode.children ?? []) walk(child);
    for (const edge of elkNode.edges ?? []) {
      const e = graph.edges.find((g) => g.id === edge.id);
      if (!e) continue;
      const points = (edge.sections ?? []).flatMap((s) => [
        s.startPoint,
        ...(s.bendPoints ?? []),
        s.endPoint,
      ]);
      const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
      const label = edge.labels?.[0];
      arrows.push(
        `<g class="transition" data-source="${escapeXml(e.source)}" data-target="${escapeXml(e.target)}">` +
          `<path d="${d}" marker-end="url(#arrow)"/>` +
          (label
            ? `<text x="${(label.x ?? 0) + 3}" y="${(label.y ?? 0) + 11}" class="label">${escapeXml(e.label)}</text>`
            : '') +
          '</g>',
      );
    }
  };
  walk(laid);
  const width = Math.ceil(laid.width ?? 400);
  const height = Math.ceil(laid.height ?? 300);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">
<title>${escapeXml(graph.id)} statechart</title>
<style>
.state rect { fill: #ffffff; fill-opacity: 0.6; stroke: #334155; stroke-width: 1.5; }
.state .title { font-weight: 600; fill: #0f172a; }
.state .detail { fill: #475569; font-size: 11px; }
.initial { fill: #0f172a; }
.initial-arrow, .transition path { fill: none; stroke: #2563eb; stroke-width: 1.3; }
.transition .label { fill: #1e3a8a; font-size: 11px; }
</style>
<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#2563eb"/></marker></defs>
<rect width="100%" height="100%" fill="#f8fafc"/>
${boxes.join('\n')}
${arrows.join('\n')}
</svg>
`;
}

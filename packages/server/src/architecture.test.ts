/**
 * The server's folders import one another in one direction only. Each folder under src/ is a node (a file
 * directly in src/ is a node of its own); an import from one node into another is an edge. The drizzle
 * schema aggregator (db/schema.ts) imports every domain's tables by design, so it is left out of the graph.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));
const SCHEMA_AGGREGATOR = 'db/schema.ts';
/** Folders that hold shared machinery rather than a domain of the spec. */
const INFRASTRUCTURE = new Set(['db', 'http', 'i18n', 'seed', 'testing', 'web']);

const sourceFiles = (readdirSync(srcDir, { recursive: true }) as string[])
  .map((path) => path.split(sep).join('/'))
  .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'));

const nodeOf = (path: string) => path.split('/')[0]!;

/** `import … from`, `export … from`, side-effect `import '…'` and `import('…')` of a relative path. */
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Any module specifier, relative or a package, in the same import and export forms as IMPORT. */
const MODULE_SPECIFIER =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g;
/** drizzle itself (and its subpaths) or a domain's tables, which only services and models query. */
const DATA_ACCESS = /^drizzle-orm(?:\/|$)|(?:^|\/)tables(?:\.js)?$/;

/** Edges between nodes, each with the file imports that make it. */
function folderGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles) {
    if (file === SCHEMA_AGGREGATOR) continue;
    const text = readFileSync(join(srcDir, file), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = (match[1] ?? match[2])!.replace(/\.js$/, '.ts');
      const target = relative(srcDir, resolve(srcDir, dirname(file), specifier))
        .split(sep)
        .join('/');
      if (target === SCHEMA_AGGREGATOR) continue;
      const from = nodeOf(file);
      const to = nodeOf(target);
      if (from === to) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges);
      edges.set(to, [...(edges.get(to) ?? []), `${file} → ${target}`]);
    }
  }
  return graph;
}

/** Strongly connected components with more than one node (Tarjan), each a set of folders in a cycle. */
function cycles(graph: Map<string, Map<string, string[]>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('server architecture', () => {
  it('has no import cycle between folders outside the schema aggregator', () => {
    const graph = folderGraph();
    const report = cycles(graph).map((component) => {
      const edges = component.flatMap((from) =>
        [...(graph.get(from) ?? [])]
          .filter(([to]) => component.includes(to))
          .map(([to, imports]) => `  ${from} → ${to}: ${imports.join(', ')}`),
      );
      return [`cycle through ${component.join(', ')}`, ...edges].join('\n');
    });
    expect(report).toEqual([]);
  });

  it('finds the imports it checks (a graph without edges would pass by accident)', () => {
    expect(folderGraph().get('orders')?.has('http')).toBe(true);
  });

  it('keeps queries out of route files: no routes.ts imports drizzle-orm or a tables module', () => {
    const routeFiles = sourceFiles.filter((path) => /^[^/]+\/routes\.ts$/.test(path));
    const queryImports = routeFiles.flatMap((file) =>
      [...readFileSync(join(srcDir, file), 'utf8').matchAll(MODULE_SPECIFIER)]
        .map((match) => (match[1] ?? match[2])!)
        .filter((specifier) => DATA_ACCESS.test(specifier))
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(routeFiles.length).toBeGreaterThan(10);
    expect(queryImports).toEqual([]);
  });

  it('has every domain folder export a Fastify plugin from its routes.ts', async () => {
    const domains = [
      ...new Set(sourceFiles.filter((path) => path.includes('/')).map(nodeOf)),
    ].filter((folder) => !INFRASTRUCTURE.has(folder));
    const withoutPlugin: string[] = [];
    for (const domain of domains) {
      const file = `${domain}/routes.ts`;
      if (!sourceFiles.includes(file)) {
        withoutPlugin.push(`${domain} (no routes.ts)`);
        continue;
      }
      const exported = (await import(
        /* @vite-ignore */ pathToFileURL(join(srcDir, file)).href
      )) as Record<string, unknown>;
      const plugins = Object.entries(exported).filter(
        ([name, value]) => name.endsWith('Plugin') && typeof value === 'function',
      );
      if (plugins.length === 0) withoutPlugin.push(domain);
    }
    expect(domains.length).toBeGreaterThan(10);
    expect(withoutPlugin).toEqual([]);
  });
});

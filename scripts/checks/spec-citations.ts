/**
 * The code cites the product owner's specification by section number: "spec section 8", "spec sections 3
 * and 4", "spec sections 1, 4, 8, 9", "spec §4", a bare "§9", "the spec's wording (sections 5 and 8)",
 * "(spec section 4, Startup; section 7)". The spec itself lives outside the repository; docs/requirements.md
 * is the team's reading of it, one heading per section with the spec's own number ("## 7. Calls", and
 * "### 4.3 …" for a subsection cited on its own). This scan finds every citation so that a test can check
 * that each one leads to a heading there.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface SpecCitation {
  file: string;
  line: number;
  /** The section number cited: '8', '4.3'. */
  section: string;
  /** The citation as written, for the failure message. */
  quote: string;
}

const NUMBER = String.raw`\d+(?:\.\d+)*`;
/** A number of a list that is a quantity, not a section: "spec section 9, 120 s". */
const NOT_A_UNIT = String.raw`(?![\d.]*\s*(?:ms|s|KB|MB|px|%|days?)\b)`;
/** "8", "3 and 4", "1, 4, 8, 9", "1, 3, 4, 8 and 9", "4 & 5", "4 or 5". */
const LIST = String.raw`${NUMBER}(?:\s*(?:,\s*(?:and\s+)?|and\s+|&\s*|or\s+)${NUMBER}${NOT_A_UNIT})*`;
const SPEC = String.raw`\bspec(?:ification)?`;

/** "spec section 8", "Spec sections 3 and 4", "spec §4", "the spec's section 3". */
const CITATION = new RegExp(String.raw`${SPEC}(?:'s)?\s+(?:sections?\s*|§\s*)(${LIST})`, 'gi');
/** "the spec's wording (sections 5 and 8)", "the spec's texts (section 8)". */
const WORDING = new RegExp(String.raw`${SPEC}'s\s+\w+\s+\((?:sections?\s*|§\s*)(${LIST})`, 'gi');
/** "§9", "§ 4.3": the sign is used for the spec only. */
const SIGN = new RegExp(String.raw`§\s*(${NUMBER})`, 'g');
/** A further "section 7" in the rest of a citation's parenthesis or sentence: "(spec section 4, Startup; section 7)". */
const FURTHER = new RegExp(String.raw`\bsections?\s+(${LIST})`, 'gi');
/** Where that rest ends: a closing parenthesis, or a full stop that is not a section number's dot. */
const REST_END = /\)|\.(?!\d)/;

/** Line breaks and the comment leaders after them (` * `, `// `, `# `, `> `), so a citation may wrap. */
const LINE_BREAK = /\r?\n[ \t]*(?:\*(?!\/)|\/\/|#+|>)?/g;

/** Every section number cited in a file's text, with its line. */
export function findSpecCitations(file: string, text: string): SpecCitation[] {
  // Same length as the text, so offsets (and so line numbers) stay those of the original.
  const flat = text.replace(LINE_BREAK, (breakAndLeader) => ' '.repeat(breakAndLeader.length));
  const found = new Map<number, SpecCitation>();
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  const add = (list: string, listOffset: number, quote: string) => {
    for (const number of list.matchAll(new RegExp(NUMBER, 'g'))) {
      const offset = listOffset + number.index;
      if (!found.has(offset)) {
        found.set(offset, {
          file,
          line: lineAt(offset),
          section: number[0],
          quote: quote.replace(/\s+/g, ' '),
        });
      }
    }
  };
  for (const pattern of [CITATION, WORDING]) {
    for (const match of flat.matchAll(pattern)) {
      const list = match[1]!;
      const listOffset = match.index + match[0].length - list.length;
      add(list, listOffset, match[0]);
      const restStart = match.index + match[0].length;
      const rest = flat.slice(restStart, restStart + 120);
      const end = rest.search(REST_END);
      const within = end === -1 ? rest : rest.slice(0, end);
      for (const further of within.matchAll(FURTHER)) {
        const furtherList = further[1]!;
        add(
          furtherList,
          restStart + further.index + further[0].length - furtherList.length,
          match[0] + within.slice(0, further.index + further[0].length),
        );
      }
    }
  }
  for (const match of flat.matchAll(SIGN)) {
    add(match[1]!, match.index + match[0].length - match[1]!.length, match[0]);
  }
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, citation]) => citation);
}

/** The section numbers docs/requirements.md has a heading for: "## 7. Calls" → '7', "### 4.3 Payment" → '4.3'. */
export function requirementSections(markdown: string): Set<string> {
  const sections = new Set<string>();
  for (const match of markdown.matchAll(/^#{2,6}[ \t]+(\d+(?:\.\d+)*)\.?[ \t]/gm)) {
    sections.add(match[1]!);
  }
  return sections;
}

const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|sql|html|css)$/;
/** Dependencies, builds, generated pacts and API reports (copies of the source's comments). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dev-dist', 'pacts', 'coverage']);
const SKIPPED_PATHS = new Set([join('packages', 'sdk', 'api')]);
/** This scan and its tests, whose examples cite sections that do not exist on purpose. */
const EXAMPLES = new Set([
  join('scripts', 'checks', 'spec-citations.ts'),
  join('scripts', 'checks', 'single-source.test.ts'),
]);

function* textFiles(root: string, dir: string): Generator<string> {
  const path = join(root, dir);
  if (!statSync(path, { throwIfNoEntry: false })) return;
  if (statSync(path).isFile()) {
    if (TEXT.test(dir) && !EXAMPLES.has(dir)) yield dir;
    return;
  }
  for (const entry of readdirSync(path)) {
    const child = join(dir, entry);
    if (SKIPPED_DIRS.has(entry) || SKIPPED_PATHS.has(child)) continue;
    yield* textFiles(root, child);
  }
}

/**
 * Every spec citation in the packages (source, tests, end-to-end tests, public files, scripts, READMEs),
 * the contracts, the scripts, the docs and the root README.
 */
export function scanSpecCitations(root: string): SpecCitation[] {
  const places = ['packages', 'contracts', 'scripts', 'docs', 'README.md'];
  return places.flatMap((place) =>
    [...textFiles(root, place)].flatMap((file) =>
      findSpecCitations(
        relative(root, join(root, file)).split(sep).join('/'),
        readFileSync(join(root, file), 'utf8'),
      ),
    ),
  );
}

import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES } from '@storefront/sdk/core';
import { describe, expect, it } from 'vitest';
import { catalogFile, idsByPart, messagesDir, readCatalog } from '../../catalogs.plugin';
import { declaredIds, partIds } from './i18n';

// Every messages module, so every group has declared its ids.
const modules = import.meta.glob<{ messages: object }>('../messages/*.ts', { eager: true });
const english = readCatalog('en')!;

type Compiled = ReturnType<typeof compileMessage>;

/** The ICU argument names of a message (plural, select and plain arguments, at any depth). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Compiled) => {
    if (typeof tokens === 'string') return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , cases] = token as [string, string?, Record<string, Compiled>?];
      names.add(name);
      if (cases && typeof cases === 'object') {
        for (const [key, value] of Object.entries(cases)) if (key !== 'offset') walk(value);
      }
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('the text catalogs', () => {
  it('has every text of the messages modules in English, and nothing else', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(5);
    const used = new Set(declaredIds.keys());
    expect([...used].filter((id) => !(id in english))).toEqual([]);
    expect(Object.keys(english).filter((id) => !used.has(id))).toEqual([]);
  });

  it('gives each text with arguments the parameter names of its function', () => {
    const mismatches: string[] = [];
    for (const [id, args] of declaredIds) {
      if (!args) continue;
      const placeholders = Array.from({ length: args.length }, () => '1') as never[];
      const names = Object.keys(args(...placeholders)).sort();
      const expected = argumentsOf(english[id]!);
      if (names.join() !== expected.join()) mismatches.push(`${id}: ${names} vs ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('cuts the texts into one part per messages module, with the ids its module declares', () => {
    const parts = idsByPart();
    expect([...parts.keys()].sort()).toEqual(
      Object.keys(modules)
        .map((path) => path.replace('../messages/', '').replace('.ts', ''))
        .sort(),
    );
    expect([...parts.values()].flat().sort()).toEqual(Object.keys(english).sort());
    // A part's file holds texts only, in the order of these ids: the build's and the app's must agree.
    const key = (ids: string[]) => ids.join(' ');
    expect(partIds().map(key).sort()).toEqual([...parts.values()].map(key).sort());
    expect(messagesDir).toMatch(/src[\\/]messages[\\/]$/);
  });

  for (const locale of LOCALES.filter((each) => each !== 'en')) {
    {
      const file = catalogFile(locale);
      it(`${locale}: the catalog, when present, parses, knows only English ids and keeps their arguments`, () => {
        let texts: Record<string, string>;
        try {
          texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        } catch {
          return; // not written yet: the language reads in English
        }
        const problems: string[] = [];
        for (const [id, message] of Object.entries(texts)) {
          if (!(id in english)) {
            problems.push(`${id}: not an English id`);
            continue;
          }
          let args: string[];
          try {
            args = argumentsOf(message);
          } catch {
            problems.push(`${id}: not valid ICU MessageFormat`);
            continue;
          }
          const expected = argumentsOf(english[id]!);
          if (args.join() !== expected.join()) {
            problems.push(`${id}: arguments ${args} instead of ${expected}`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }
});

/**
 * The staff console's catalogs (src/i18n/catalogs/ops/<locale>.json, docs/i18n.md "The staff console"):
 * every id its messages module declares is in English and every English id is declared; each text with
 * arguments takes its function's parameter names; Hindi and Kannada have every text, parse, keep each
 * message's arguments, and write no Latin word of their own (data arrive as arguments); the console's
 * ids are none of the shop's.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES } from '@storefront/sdk/core';
import { describe, expect, it } from 'vitest';
import { consoleCatalogs, idsByPart, readCatalog, shopCatalogs } from '../../catalogs.plugin';
import { declaredIds, partIds } from '../i18n/i18n';
import { messages } from './messages';

const english = readCatalog('en', consoleCatalogs)!;

type Compiled = ReturnType<typeof compileMessage>;

/** A message's argument names and its own words (the literal text around and inside its cases). */
function partsOf(message: string): { args: string[]; words: string } {
  const names = new Set<string>();
  let words = '';
  const walk = (tokens: Compiled) => {
    if (typeof tokens === 'string') {
      words += ` ${tokens}`;
      return;
    }
    for (const token of tokens) {
      if (typeof token === 'string') {
        words += ` ${token}`;
        continue;
      }
      const [name, , cases] = token as [string, string?, Record<string, Compiled>?];
      names.add(name);
      if (cases && typeof cases === 'object') {
        for (const [key, value] of Object.entries(cases)) if (key !== 'offset') walk(value);
      }
    }
  };
  walk(compileMessage(message));
  return { args: [...names].sort(), words };
}

describe('the console’s catalogs', () => {
  it('has every text the console declares in English, and nothing else', () => {
    expect(messages.title).toBe('Store console');
    const used = [...declaredIds.keys()];
    expect(used.length).toBeGreaterThan(300);
    expect(used.filter((id) => !(id in english))).toEqual([]);
    expect(Object.keys(english).filter((id) => !declaredIds.has(id))).toEqual([]);
    expect(Object.keys(english).filter((id) => !id.startsWith('ops.'))).toEqual([]);
  });

  it('gives each text with arguments the parameter names of its function', () => {
    const mismatches: string[] = [];
    for (const [id, args] of declaredIds) {
      if (!args) continue;
      const placeholders = Array.from({ length: args.length }, () => '1') as never[];
      const names = Object.keys(args(...placeholders)).sort();
      const expected = partsOf(english[id]!).args;
      if (names.join() !== expected.join()) mismatches.push(`${id}: ${names} vs ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('is one part, the console’s, with the ids its module declares, none of them the shop’s', () => {
    const parts = idsByPart(consoleCatalogs);
    expect([...parts.keys()]).toEqual(['ops']);
    expect(partIds()).toEqual([parts.get('ops')]);
    const shop = readCatalog('en', shopCatalogs)!;
    expect(Object.keys(english).filter((id) => id in shop)).toEqual([]);
  });

  for (const locale of LOCALES.filter((each) => each !== 'en')) {
    it(`${locale}: has every text, parses, keeps the arguments and writes no Latin word`, () => {
      const texts = readCatalog(locale, consoleCatalogs)!;
      const problems: string[] = [];
      for (const id of Object.keys(english)) {
        if (!(id in texts)) problems.push(`${id}: missing`);
      }
      for (const [id, message] of Object.entries(texts)) {
        if (!(id in english)) {
          problems.push(`${id}: not an English id`);
          continue;
        }
        let parts: ReturnType<typeof partsOf>;
        try {
          parts = partsOf(message);
        } catch {
          problems.push(`${id}: not valid ICU MessageFormat`);
          continue;
        }
        const expected = partsOf(english[id]!).args;
        if (parts.args.join() !== expected.join())
          problems.push(`${id}: arguments ${parts.args} instead of ${expected}`);
        const latin = parts.words.match(/[A-Za-z]{2,}/g);
        if (latin) problems.push(`${id}: Latin words ${latin.join(', ')}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

import { describe, expect, it } from 'vitest';
import { PHONE_NUMBER_PATTERN } from '../core/index.js';
import { normalizeMobileNumber } from './phone.js';

describe('normalizeMobileNumber', () => {
  it.each([
    ['9845012345', '9845012345'],
    ['+91 98450 12345', '9845012345'],
    ['+91-98450-12345', '9845012345'],
    ['+919845012345', '9845012345'],
    ['98450-12345', '9845012345'],
    ['98450 12345', '9845012345'],
    ['  98450 12345  ', '9845012345'],
    ['098450 12345', '9845012345'],
    ['09845012345', '9845012345'],
    ['919845012345', '9845012345'],
    ['91 98450 12345', '9845012345'],
    ['0091 98450 12345', '9845012345'],
    ['+91 (0) 98450 12345', '9845012345'],
    ['98 450 123 45', '9845012345'],
    ['7012345678', '7012345678'],
    ['6000000000', '6000000000'],
  ])('reads %j as %s', (typed, national) => {
    expect(normalizeMobileNumber(typed)).toBe(national);
    expect(PHONE_NUMBER_PATTERN.test(national)).toBe(true);
  });

  it.each([
    ['', 'nothing'],
    ['12345', 'too short'],
    ['98450123456', 'eleven digits without a leading 0'],
    ['9198450123456', '91 and eleven digits'],
    ['5845012345', 'no Indian mobile starts with 5'],
    ['080 2345 6789', 'a Bengaluru landline'],
    ['+91 80 2345 6789', 'a landline with +91'],
    ['011 2345 6789', 'a Delhi landline'],
    ['+1 415 555 2671', "another country's number"],
    ['+44 7911 123456', "another country's mobile"],
    ['98450 12345x', 'letters'],
    ['call 98450 12345', 'words around it'],
    ['98450 12345 ext 1', 'an extension'],
    ['9'.repeat(50), 'far too long'],
  ])('refuses %j (%s)', (typed) => {
    expect(normalizeMobileNumber(typed)).toBeUndefined();
  });
});

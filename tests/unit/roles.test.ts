import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACCOMMODATION_CREATORS, anyCreatorOf, THINGS_TO_DO_CREATORS } from '../../machines/productTypes.ts';
import { PRODUCT_ROLES, ROLE } from '../../machines/roles.ts';
import { DEFAULT_SIGNUP_ROLE } from '../../machines/signupRole.ts';

const schemas = parse(readFileSync('openapi/portal.bundled.yaml', 'utf8')).components.schemas;

describe('machines/roles.ts', () => {
  it('names each of the contract’s roles once', () => {
    expect(Object.values(ROLE).sort()).toEqual([...schemas.Role.enum].sort());
  });

  it('leaves only the operator out of sign-up, and signs up as a provider by default (SPEC §4)', () => {
    expect(Object.values(ROLE).filter((role) => !schemas.SignupRole.enum.includes(role))).toEqual([
      ROLE.operator,
    ]);
    expect(DEFAULT_SIGNUP_ROLE).toBe(ROLE.provider);
  });

  // SPEC §6 lists role 1 among the creators; the operator owns no products (issue 25).
  it('states SPEC §6: roles 2-4 list products; stays and unique stays for 2-4, hotels, hostels and rooms for 2-3', () => {
    expect(PRODUCT_ROLES).toEqual([2, 3, 4]);
    expect(Object.keys(ACCOMMODATION_CREATORS).map(Number)).toEqual(schemas.AccommodationType.enum);
    expect(ACCOMMODATION_CREATORS).toEqual({
      1: [2, 3, 4],
      2: [2, 3],
      3: [2, 3],
      4: [2, 3],
      5: [2, 3, 4],
    });
  });

  it('gives the operator (1) no kind of product to create', () => {
    for (const creators of [ACCOMMODATION_CREATORS, THINGS_TO_DO_CREATORS]) {
      expect(anyCreatorOf(creators)).not.toContain(ROLE.operator);
    }
    expect(anyCreatorOf(THINGS_TO_DO_CREATORS)).toEqual([ROLE.provider, ROLE.agency]);
  });
});

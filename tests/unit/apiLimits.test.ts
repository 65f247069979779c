import { readdirSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as schemaLimits from '../../openapi/limits.ts';
import * as operationLimits from '../../openapi/operationLimits.ts';
import * as parameterLimits from '../../openapi/parameterLimits.ts';
import { LIMITS_FOLDERS, renderLimits } from '../../scripts/api-limits.ts';
import { emailOnlySchema, registerSchema } from '../../src/features/auth/authSchemas.ts';
import { EMAIL_ADDRESS, loginErrors } from '../../src/features/auth/loginRules.ts';
import { activateLanguage, i18n, loadCatalogs } from '../../src/i18n/i18n.ts';

const yamlText = readFileSync('openapi/portal.bundled.yaml', 'utf8');
/** The contract read on its own, not through the generated module, so both sides of a comparison are independent. */
const contract = parse(yamlText);
const schemas = contract.components.schemas;

describe('openapi/limits.ts, parameterLimits.ts and operationLimits.ts', () => {
  it('are what scripts/api-limits.ts writes for the current contract (npm run api:generate)', () => {
    const files = renderLimits(yamlText);
    for (const { file, text } of files) expect(readFileSync(`openapi/${file}`, 'utf8')).toBe(text);
    // A schema taken out of the contract leaves no module behind.
    for (const folder of LIMITS_FOLDERS)
      expect(readdirSync(`openapi/${folder}`).map((name) => `${folder}/${name}`)).toEqual(
        files.map(({ file }) => file).filter((file) => file.startsWith(`${folder}/`)),
      );
  });

  it('gives /message?to= the limits of a person id: those of a thread id, which route searches read', () => {
    // messagesSearch.ts reads ThreadIdPath from parameterLimits.ts (every page loads route searches)
    // for both ids; this fails if the contract ever gives a person id other limits.
    expect(schemaLimits.MessageThreadOpening.to).toEqual(parameterLimits.ThreadIdPath);
  });

  it('holds the schemas’, the referenced scalars’ and the inline bodies’ limits as the contract states them', () => {
    expect(schemaLimits.AccommodationInformation.description).toEqual({
      minLength: schemas.AccommodationInformation.properties.description.minLength,
      maxLength: schemas.AccommodationInformation.properties.description.maxLength,
    });
    // A field that is a `$ref` to a scalar schema carries that schema's limits.
    expect(schemaLimits.RegisterRequest.password).toEqual({
      minLength: schemas.Password.minLength,
      maxLength: schemas.Password.maxLength,
      pattern: schemas.Password.pattern,
    });
    // An array's entries, an inline object inside it.
    expect(schemaLimits.ServiceRules.custom_terms.items.custom_term.maxLength).toBe(
      schemas.ServiceRules.properties.custom_terms.items.properties.custom_term.maxLength,
    );
    const reset = contract.paths['/users/reset-password'].post.requestBody.content['application/json'].schema;
    expect(operationLimits.resetPassword.body.secret.maxLength).toBe(reset.properties.secret.maxLength);
  });
});

describe('a form reads its limits from the contract', () => {
  // The registration form's messages are in the auth catalog.
  beforeAll(async () => {
    await loadCatalogs(['auth']);
    await activateLanguage('es');
  });
  const registration = {
    email: 'ana@example.com',
    password: 'secreta123',
    passwordConfirmation: 'secreta123',
    first_name: 'Ana',
    last_name: 'López',
    country: 'gt',
    privacyAccepted: true as const,
    captchaAnswer: 'x',
  };
  const issuesOn = (field: string, values: typeof registration) =>
    (v.safeParse(registerSchema, values).issues ?? []).filter((issue) => v.getDotPath(issue) === field);

  it('takes a first name as long as RegisterRequest allows, and refuses one character more', () => {
    const max = schemas.RegisterRequest.properties.first_name.maxLength;
    expect(issuesOn('first_name', { ...registration, first_name: 'a'.repeat(max) })).toEqual([]);
    expect(issuesOn('first_name', { ...registration, first_name: 'a'.repeat(max + 1) })).toHaveLength(1);
  });

  it('asks for the Password schema’s minimum length', () => {
    const min = schemas.Password.minLength;
    const at = (n: number) => ({
      ...registration,
      password: 'p'.repeat(n),
      passwordConfirmation: 'p'.repeat(n),
    });
    expect(issuesOn('password', at(min))).toEqual([]);
    expect(issuesOn('password', at(min - 1)).map((issue) => issue.message)).toEqual([
      `La contraseña debe tener al menos ${min} caracteres, sin espacios`,
    ]);
  });

  // The sign-in form checks its two fields without valibot's schemas (loginRules.ts, issue 28): the same rules,
  // in the same order, as the email field of the other auth forms.
  it('checks the sign-in email as the other forms do, up to the contract’s Email length', () => {
    expect(EMAIL_ADDRESS).toEqual(v.EMAIL_REGEX);
    const max = schemas.Email.maxLength;
    const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    const asOtherForms = (email: string) => v.safeParse(emailOnlySchema, { email }).issues?.[0]?.message;
    const atSignIn = (email: string) => {
      const message = loginErrors({ email, password: 'x' }).email;
      return message && i18n._(message);
    };
    for (const email of [
      '',
      '   ',
      'no-es-correo',
      'ana@example',
      ' ana@example.com ',
      address(max),
      ` ${address(max)} `,
      address(max + 1),
      'a'.repeat(max + 1),
    ])
      expect(atSignIn(email), JSON.stringify(email)).toBe(asOtherForms(email));
    expect(atSignIn(address(max))).toBeUndefined();
    expect(atSignIn(address(max + 1))).toBe('El texto es demasiado largo');
  });

  it('asks the sign-in form for a password, of any kind', () => {
    const atSignIn = (password: string) => {
      const message = loginErrors({ email: 'ana@example.com', password }).password;
      return message && i18n._(message);
    };
    expect(atSignIn('')).toBe('Este campo es obligatorio');
    expect(atSignIn(' ')).toBeUndefined();
  });
});

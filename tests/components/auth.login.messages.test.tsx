import { describe, expect, it } from 'vitest';
import {
  forgotPasswordFailureMessage,
  loginFailureMessage,
  registerFailureMessage,
} from '../../src/features/auth/authFailures.ts';
import { activateLanguage, i18n } from '../../src/i18n/i18n.ts';

// SPEC §8: each refusal in both interface languages (the ones a test server cannot easily provoke).
const failure = (status: number, code = 'x', message = '', retryAfter?: number) => ({
  status,
  code,
  message,
  retryAfter,
});

describe('auth failure messages', () => {
  it.each([
    ['es', loginFailureMessage(failure(400)), 'Contraseña incorrecta'],
    ['en', loginFailureMessage(failure(400)), 'Password incorrect'],
    [
      'es',
      loginFailureMessage(failure(401, 'unvalidated_email', 'Unvalidated email!')),
      'Debes verificar tu correo',
    ],
    ['en', loginFailureMessage(failure(401, 'x', 'Unvalidated email!')), 'Must verify the mail'],
    ['en', loginFailureMessage(failure(401, 'wrong_credentials')), 'Email and password do not match'],
    [
      'es',
      loginFailureMessage(failure(429, 'x', '', 48)),
      'Demasiados intentos. Inténtalo de nuevo en 48 segundos.',
    ],
    ['en', loginFailureMessage(failure(429, 'x', '', 48)), 'Too many attempts. Try again in 48 seconds.'],
    [
      'es',
      loginFailureMessage(failure(429, 'x', '', 900)),
      'Demasiados intentos. Inténtalo de nuevo en 15 minutos.',
    ],
    [
      'en',
      forgotPasswordFailureMessage(failure(429, 'x', '', 3500)),
      'Too many attempts. Try again in 59 minutes.',
    ],
    ['es', loginFailureMessage(failure(500, 'network')), 'Problemas de conexión con el servidor'],
    ['en', loginFailureMessage(failure(502)), 'Server connection problems'],
    ['en', registerFailureMessage(failure(403)), 'Email is already in use'],
    ['es', registerFailureMessage(failure(401, 'captcha_failed')), 'Los datos son incorrectos'],
    ['en', registerFailureMessage(failure(401, 'captcha_failed')), 'The data is incorrect'],
    ['en', forgotPasswordFailureMessage(failure(404)), 'This email does not exist, it is not registered'],
  ] as const)('%s: %o reads "%s"', async (language, descriptor, text) => {
    await activateLanguage(language);
    expect(i18n._(descriptor)).toBe(text);
  });
});

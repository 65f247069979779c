import { isStrongPassword } from '../../../machines/passwordRules.ts';
import { DEFAULT_SIGNUP_ROLE } from '../../../machines/signupRole.ts';
import { consumeSecret, issueSecret } from '../../auth/oneTimeSecrets.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { linkOrigin } from '../../http/linkOrigin.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { resetMail, verificationMail } from '../../mail/templates.ts';
import { confirmEmailChange } from './accountChanges.ts';
import {
  accountIdByEmail,
  createAccount,
  mailRecipientOf,
  markEmailVerified,
  normalEmail,
  resetPassword,
  signInRecordOf,
} from './accounts.ts';
import { requireAuthUser, roleItems } from './authUser.ts';
import { linkInfluencerProfile } from './influencerLink.ts';
import { verifyFacebookToken, verifyGoogleToken } from './oauth.ts';
import { openSession } from './session.ts';

// SPEC §8 server messages.
const MESSAGES = {
  wrongPassword: 'Password incorrect',
  wrongCredentials: 'Email and password do not match',
  unvalidated: 'Unvalidated email!',
  unknownEmail: 'This email does not exist, it is not registered',
  emailInUse: 'Email is already in use',
  incorrectData: 'The data is incorrect',
  invalidPassword: 'Invalid password',
  invalidLink: 'The link is not valid or has expired',
};

export function authHandlers(deps: Deps) {
  const { db, mailer, captcha, config, sessions, limits } = deps;
  const sessionFor = (userId: string, redirect = '') => openSession(deps, userId, redirect);

  async function sendVerification(
    origin: string,
    userId: string,
    email: string,
    firstName: string,
    lang: 'es' | 'en',
    redirect?: string,
  ) {
    const secret = await issueSecret(db, userId, 'verify');
    const query = new URLSearchParams({ secret, language: lang, ...(redirect ? { redirect } : {}) });
    const link = `${origin}/users/verify-account?${query}`;
    await mailer.send({ to: email, link, ...verificationMail(lang, firstName, link) });
  }

  async function findOrCreateSocialUser(
    provider: 'google' | 'facebook',
    profile: { email: string; first_name: string; last_name: string },
    role: number,
    lang: 'es' | 'en',
  ) {
    const email = normalEmail(profile.email);
    const existing = await accountIdByEmail(db, email);
    if (existing) return existing;
    return createAccount(db, {
      email,
      passwordHash: null,
      provider,
      verified: true,
      language: lang,
      role,
      first_name: profile.first_name,
      last_name: profile.last_name,
    });
  }

  return {
    async login(request) {
      const { email, password } = request.body;
      // Limits (server/auth/limits.ts): every attempt spends one of the address's and one of the account's
      // guesses; a sign-in that succeeds gives the account's back, so only failures add up.
      await limits.take('loginPerAddress', request.ip);
      await limits.take('loginFailuresPerAccount', normalEmail(email));
      const user = await signInRecordOf(db, normalEmail(email));
      if (!user || user.password_hash === null)
        throw new ApiError(401, 'wrong_credentials', MESSAGES.wrongCredentials);
      if (!(await verifyPassword(user.password_hash, password))) {
        throw new ApiError(400, 'wrong_password', MESSAGES.wrongPassword, 'password');
      }
      if (!user.email_verified_at) throw new ApiError(401, 'unvalidated_email', MESSAGES.unvalidated);
      await limits.giveBack('loginFailuresPerAccount', normalEmail(email));
      return sessionFor(user.id);
    },

    async register(request, reply) {
      const body = request.body;
      await limits.take('registerPerAddress', request.ip);
      if (!(await captcha.verify(body.captcha, request.ip))) {
        throw new ApiError(401, 'captcha_failed', MESSAGES.incorrectData, 'captcha');
      }
      const email = normalEmail(body.email);
      if (await accountIdByEmail(db, email))
        throw new ApiError(403, 'email_in_use', MESSAGES.emailInUse, 'email');
      const id = await createAccount(db, {
        email,
        passwordHash: await hashPassword(body.password),
        provider: 'local',
        verified: false,
        language: body.language_code,
        role: body.role,
        first_name: body.first_name,
        last_name: body.last_name,
        country: body.country,
      });
      await sendVerification(
        linkOrigin(config, request),
        id,
        email,
        body.first_name.trim(),
        body.language_code,
        body.redirect,
      );
      reply.code(201);
      return {
        message: 'Verification mail sent',
        redirect: body.redirect ?? '',
        role: roleItems([body.role]),
      };
    },

    async verifyAccount(request) {
      const userId = await consumeSecret(db, request.body.secret, 'verify');
      if (!userId) throw new ApiError(400, 'invalid_secret', MESSAGES.invalidLink, 'secret');
      await markEmailVerified(db, userId, request.body.language);
      return sessionFor(userId, request.body.redirect ?? '');
    },

    async resendVerification(request) {
      const email = normalEmail(request.body.email);
      await limits.take('resendVerificationPerAddress', request.ip);
      await limits.take('resendVerificationPerAccount', email);
      const user = await mailRecipientOf(db, email);
      if (user && !user.email_verified_at) {
        const lang = request.body.language_code ?? user.language;
        await sendVerification(linkOrigin(config, request), user.id, email, user.first_name ?? '', lang);
      }
      return { message: 'If the account exists and is not verified, a new link was sent' };
    },

    async forgotPassword(request) {
      const email = normalEmail(request.body.email);
      await limits.take('forgotPasswordPerAddress', request.ip);
      await limits.take('forgotPasswordPerAccount', email);
      const user = await mailRecipientOf(db, email);
      if (!user) throw new ApiError(404, 'unknown_email', MESSAGES.unknownEmail, 'email');
      const secret = await issueSecret(db, user.id, 'reset');
      const lang = request.body.language_code ?? user.language;
      const link = `${linkOrigin(config, request)}/reset-password?${new URLSearchParams({ secret, language: lang })}`;
      await mailer.send({ to: email, link, ...resetMail(lang, user.first_name ?? '', link) });
      return { message: 'Reset mail sent' };
    },

    async resetPassword(request) {
      const { password, secret } = request.body;
      if (!isStrongPassword(password))
        throw new ApiError(400, 'invalid_password', MESSAGES.invalidPassword, 'password');
      const hashed = await hashPassword(password);
      const userId = await consumeSecret(db, secret, 'reset');
      if (!userId) throw new ApiError(400, 'invalid_secret', MESSAGES.invalidLink, 'secret');
      await resetPassword(db, userId, hashed);
      sessions.ended(userId);
      return { message: 'Password changed' };
    },

    async oauthGoogle(request) {
      if (!config.googleClientId)
        throw new ApiError(404, 'not_configured', 'Google sign-in is not configured');
      const profile = await verifyGoogleToken(request.body.token, config.googleClientId);
      if (!profile) throw new ApiError(401, 'invalid_token', MESSAGES.incorrectData);
      return oauthAnswer(
        await findOrCreateSocialUser(
          'google',
          profile,
          request.body.role ?? DEFAULT_SIGNUP_ROLE,
          request.body.language_code ?? 'es',
        ),
        request.body.redirect,
      );
    },

    async oauthFacebook(request) {
      if (!config.facebookAppId || !config.facebookAppSecret) {
        throw new ApiError(404, 'not_configured', 'Facebook sign-in is not configured');
      }
      const profile = await verifyFacebookToken(
        request.body.token,
        config.facebookAppId,
        config.facebookAppSecret,
      );
      if (!profile) throw new ApiError(401, 'invalid_token', MESSAGES.incorrectData);
      return oauthAnswer(
        await findOrCreateSocialUser(
          'facebook',
          profile,
          request.body.role ?? DEFAULT_SIGNUP_ROLE,
          request.body.language_code ?? 'es',
        ),
        request.body.redirect,
      );
    },

    async linkProfileCode(request) {
      const caller = callerOf(request);
      await linkInfluencerProfile(db, caller.sub, request.body);
      return requireAuthUser(db, caller);
    },

    async confirmEmailChange(request) {
      return confirmEmailChange(deps, request.body.secret);
    },

    async getMe(request) {
      // A team member's is the company's record, naming them in `team` (issue 32).
      return requireAuthUser(db, callerOf(request));
    },
  } satisfies PartialHandlerTable;

  async function oauthAnswer(userId: string, redirect?: string) {
    const session = await sessionFor(userId, redirect ?? '');
    return {
      access_token: session.token,
      redirect: session.redirect,
      language_code: session.user.tb_gcm_language,
      user: session.user,
    };
  }
}

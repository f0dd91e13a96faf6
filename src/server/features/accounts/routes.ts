import type { FastifyRequest } from 'fastify';
import {
  accountMessages as m,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  permissionsResponseSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  roleItemSchema,
  smsRequestSchema,
  smsResetSchema,
  userSchema,
  SIGNED_IN_HINT_COOKIE,
} from '../../../shared/accounts';
import { activityMeta } from '../../platform/activity-log';
import { access } from '../../platform/access';
import {
  clearSessionCookie,
  currentUser,
  isSecureRequest,
  sessionCookieName,
  setSessionCookie,
} from '../../platform/auth';
import { TooManyRequests, Unauthorized } from '../../platform/errors';
import { limitByIp, type LimitRule } from '../../platform/rate-limit';
import type { Feature } from '../../platform/feature';
import { callerOf } from '../../platform/caller';
import { listRoles } from './service/roles';
import { login } from './service/login';
import { logRefusedAttempt, signOut } from './service/login-log';
import { changePassword, updateProfile } from './service/profile';
import { register } from './service/register';
import { requestEmailReset, resetWithToken } from './service/reset';
import { requestSmsCode, resetWithSmsCode } from './service/sms-reset';
import { getPublicUser } from './service/users';

const HOUR = 3_600_000;
const tags = ['accounts'];

/** Accounts and sessions: spec 000 §7 calls, the SMS reset pair and the profile API. */
export const accountRoutes: Feature = (api, deps) => {
  const { config, limiter } = deps;
  /** Secure cookies for an https request (PUBLIC_URL, or a trusted proxy's X-Forwarded-Proto). */
  const secure = (request: FastifyRequest) => isSecureRequest(request, deps.secureCookies);
  const rule = (name: string, max: number, windowMs: number): LimitRule => ({ name, max, windowMs });

  const loginIpRule = rule('login-ip', config.RATE_LIMIT_LOGIN_PER_MINUTE, 60_000);
  /** Throttled sign-ins are attempts too: they go to UserLoginLog before the 429. */
  const loginLimit = async (request: FastifyRequest) => {
    try {
      await limiter.consume(loginIpRule, request.ip);
    } catch (err) {
      if (err instanceof TooManyRequests)
        await logRefusedAttempt(deps, request.body, 'rate_limited', activityMeta(request));
      throw err;
    }
  };
  /** Per submitted identifier, whether or not an account has it, so a 429 reveals nothing. */
  const perIdentifier = (r: LimitRule, value: string) => limiter.consume(r, value.trim().toLowerCase());

  api.get(
    '/user',
    {
      ...access.public,
      schema: { tags, summary: 'The signed-in user (401 when none)', response: { 200: userSchema } },
    },
    async (request, reply) => {
      const user = request.user ? await getPublicUser(deps, request.user.id) : null;
      if (!user) {
        // An ended or unknown session: drop its cookies so the client stops asking.
        if (request.cookies[sessionCookieName(secure(request))] || request.cookies[SIGNED_IN_HINT_COOKIE])
          clearSessionCookie(reply, secure(request));
        throw new Unauthorized(m.notAuthenticated);
      }
      reply.header('cache-control', 'no-store'); // personal data: never kept by a cache
      return user;
    },
  );

  api.post(
    '/login',
    {
      ...access.public,
      preValidation: loginLimit,
      attachValidation: true,
      schema: { tags, summary: 'Sign in', body: loginSchema, response: { 200: userSchema } },
    },
    async (request, reply) => {
      if (request.validationError) {
        // A malformed attempt is an attempt too; the error is then answered as any validation error.
        await logRefusedAttempt(deps, request.body, 'invalid_request', activityMeta(request));
        throw request.validationError;
      }
      const { userId, token } = await login(deps, request.body, activityMeta(request), request.sessionIdHash);
      setSessionCookie(reply, token, secure(request));
      return (await getPublicUser(deps, userId))!;
    },
  );

  api.post(
    '/register',
    {
      ...access.public,
      preValidation: limitByIp(limiter, rule('register-ip', config.RATE_LIMIT_REGISTER_PER_HOUR, HOUR)),
      schema: { tags, summary: 'Create an account and sign in', body: registerSchema, response: { 201: userSchema } },
    },
    async (request, reply) => {
      const client = {
        previousSessionHash: request.sessionIdHash,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      };
      const { userId, token } = await register(deps, request.body, activityMeta(request), client);
      setSessionCookie(reply, token, secure(request));
      return reply.status(201).send((await getPublicUser(deps, userId))!);
    },
  );

  api.post(
    '/logout',
    {
      ...access.public,
      schema: { tags, summary: "End the caller's own session, if any", response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      if (request.sessionIdHash) await signOut(deps, request.sessionIdHash);
      clearSessionCookie(reply, secure(request));
      return { message: m.loggedOut };
    },
  );

  api.post(
    '/forgot-password',
    {
      ...access.public,
      preValidation: limitByIp(limiter, rule('forgot-ip', config.RATE_LIMIT_FORGOT_PER_HOUR_IP, HOUR)),
      schema: {
        tags,
        summary: 'Mail a password reset link',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await perIdentifier(
        rule('forgot-account', config.RATE_LIMIT_FORGOT_PER_HOUR_ACCOUNT, HOUR),
        request.body.usernameOrEmail,
      );
      await requestEmailReset(deps, request.body.usernameOrEmail, activityMeta(request));
      return { message: m.forgotSent };
    },
  );

  api.post(
    '/reset-password',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'Set a new password with a mailed token',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await resetWithToken(deps, request.body.token, request.body.newPassword, activityMeta(request));
      clearSessionCookie(reply, secure(request));
      return { message: m.resetDone };
    },
  );

  api.post(
    '/forgot-password-sms',
    {
      ...access.public,
      preValidation: limitByIp(limiter, rule('sms-ip', config.RATE_LIMIT_SMS_PER_HOUR_IP, HOUR)),
      schema: {
        tags,
        summary: 'Text a password reset code',
        body: smsRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await perIdentifier(
        rule('sms-account', config.RATE_LIMIT_SMS_PER_HOUR_ACCOUNT, HOUR),
        request.body.usernameOrMobile,
      );
      await requestSmsCode(deps, request.body.usernameOrMobile, activityMeta(request));
      return { message: m.smsSent };
    },
  );

  api.post(
    '/reset-password-sms',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'Set a new password with a texted code',
        body: smsResetSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await resetWithSmsCode(deps, request.body, activityMeta(request));
      clearSessionCookie(reply, secure(request));
      return { message: m.resetDone };
    },
  );

  api.get(
    '/user/permissions',
    {
      ...access.member,
      schema: { tags, summary: "The names of the caller's permissions", response: { 200: permissionsResponseSchema } },
    },
    async (request) => ({
      permissions: [...(await callerOf(deps, request)).permissions],
    }),
  );

  api.patch(
    '/user/profile',
    {
      ...access.member,
      schema: { tags, summary: "Edit the caller's own profile", body: profileSchema, response: { 200: userSchema } },
    },
    async (request) => {
      // With the current-password check, this keeps a stolen session from probing passwords or
      // which emails have accounts ("email taken") at any useful speed.
      await limiter.consume(
        rule('profile-change-user', config.RATE_LIMIT_PROFILE_CHANGES_PER_15_MINUTES, 15 * 60_000),
        String(currentUser(request).id),
      );
      return updateProfile(deps, currentUser(request).id, request.body, activityMeta(request));
    },
  );

  api.post(
    '/user/change-password',
    {
      ...access.memberDuringForcedChange,
      schema: {
        tags,
        summary: "Change the caller's own password",
        body: changePasswordSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      // A stolen session must not become an oracle for the current password.
      await limiter.consume(
        rule('password-change-user', config.RATE_LIMIT_PASSWORD_CHANGE_PER_HOUR, HOUR),
        String(currentUser(request).id),
      );
      return changePassword(deps, currentUser(request).id, request.sessionIdHash, request.body, activityMeta(request));
    },
  );

  api.get(
    '/roles',
    {
      ...access.public,
      schema: { tags, summary: 'Every role, by level and display order', response: { 200: roleItemSchema.array() } },
    },
    async () => listRoles(deps),
  );
};

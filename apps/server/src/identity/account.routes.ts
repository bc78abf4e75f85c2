import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkPassword } from './credentials.ts';
import { formOf } from './form-body.ts';
import { accountPage } from './pages/account-page.ts';
import { errorPage } from './pages/error-page.ts';
import { throttleText } from './pages/messages.ts';
import { passwordPage } from './pages/password-page.ts';
import { languageOf, type PagesDeps, sendPage, throttledStatus } from './pages-context.ts';
import { hashPassword } from './password.ts';
import { accountClientId } from './provider.ts';
import { findIdentityUserBySubject, type IdentityUser, updateIdentityUserPassword } from './users.repo.ts';

export const minimumPasswordLength = 8;

/** Where a sign-in started from an account page comes back to; only these names, never a URL. */
const returnPages = { account: '/account', password: '/account/password' } as const;
type ReturnPage = keyof typeof returnPages;

/** The signed-in user's account and password change, on the provider's own browser session. */
export function registerAccountRoutes(scope: FastifyInstance, deps: PagesDeps): void {
  const { basePath, config, csrf } = deps;

  scope.get('/account', async (request, reply) => {
    const signedIn = await signedInUser(deps, request, reply);
    if (!signedIn) return redirectToSignIn(reply, 'account');
    const { language, messages } = languageOf(request);
    const body = accountPage({
      language,
      messages,
      user: signedIn.user,
      passwordUrl: `${basePath}${returnPages.password}`,
      appUrl: `${config.publicUrl}/inventario/`,
    });
    return sendPage(reply, body);
  });

  scope.get('/account/password', async (request, reply) => {
    const signedIn = await signedInUser(deps, request, reply);
    if (!signedIn) return redirectToSignIn(reply, 'password');
    return renderPasswordPage(request, reply, signedIn.sessionUid, {});
  });

  scope.post('/account/password', async (request, reply) => {
    const signedIn = await signedInUser(deps, request, reply);
    if (!signedIn) return redirectToSignIn(reply, 'password');
    const form = formOf(request.body);
    const { messages } = languageOf(request);
    if (!csrf.verify('password', signedIn.sessionUid, form.csrf)) {
      return renderPasswordPage(request, reply, signedIn.sessionUid, { error: messages.expiredForm }, 403);
    }
    const problem = await passwordChangeProblem(deps, request, reply, signedIn.user, form);
    if (problem) {
      return renderPasswordPage(request, reply, signedIn.sessionUid, { error: problem.text }, problem.status);
    }
    await updateIdentityUserPassword(deps.db, signedIn.user.id, await hashPassword(form.new_password ?? ''));
    return renderPasswordPage(request, reply, signedIn.sessionUid, { success: messages.passwordChanged });
  });

  // The account client's redirect URI: the browser session now exists, go back to the page asked for.
  scope.get<{ Querystring: { state?: string; error?: string } }>(
    '/account/signed-in',
    async (request, reply) => {
      if (request.query.error) {
        const { language, messages } = languageOf(request);
        return sendPage(
          reply,
          errorPage(language, messages, `${config.publicUrl}/inventario/`, request.query.error),
          400,
        );
      }
      const page: ReturnPage = request.query.state === 'password' ? 'password' : 'account';
      return reply.redirect(`${basePath}${returnPages[page]}`, 303);
    },
  );

  function renderPasswordPage(
    request: FastifyRequest,
    reply: FastifyReply,
    sessionUid: string,
    outcome: { error?: string; success?: string },
    status = 200,
  ) {
    const { language, messages } = languageOf(request);
    const body = passwordPage({
      language,
      messages,
      action: `${basePath}${returnPages.password}`,
      csrfToken: csrf.issue('password', sessionUid),
      accountUrl: `${basePath}${returnPages.account}`,
      ...outcome,
    });
    return sendPage(reply, body, status);
  }

  /** Signs in through the provider as any client would, then comes back to `page`. */
  function redirectToSignIn(reply: FastifyReply, page: ReturnPage) {
    const authorization = new URL(`${config.oidcIssuer}/auth`);
    authorization.search = new URLSearchParams({
      client_id: accountClientId,
      response_type: 'none',
      scope: 'openid',
      redirect_uri: `${config.oidcIssuer}/account/signed-in`,
      state: page,
    }).toString();
    return reply
      .header('cache-control', 'no-store')
      .redirect(authorization.pathname + authorization.search, 303);
  }
}

async function signedInUser(
  deps: PagesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ user: IdentityUser; sessionUid: string } | undefined> {
  const ctx = deps.provider.createContext(request.raw, reply.raw);
  const session = await deps.provider.Session.get(ctx);
  if (!session.accountId) return undefined;
  const user = await findIdentityUserBySubject(deps.db, session.accountId);
  return user ? { user, sessionUid: session.uid } : undefined;
}

/** Why a password change is refused; the current password goes through the sign-in throttle too. */
async function passwordChangeProblem(
  deps: PagesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: IdentityUser,
  form: Record<string, string | undefined>,
): Promise<{ text: string; status: number } | undefined> {
  const { language, messages } = languageOf(request);
  const current = form.current_password ?? '';
  const next = form.new_password ?? '';
  const check = await checkPassword(deps, {
    username: user.username,
    password: current,
    address: request.ip,
  });
  if (check.outcome === 'throttled') {
    const now = deps.now();
    const text = throttleText(language, messages, { scope: check.scope, ...check.verdict }, now);
    return { text, status: throttledStatus(reply, check.verdict.until, now) };
  }
  if (check.outcome === 'refused') return { text: messages.wrongCurrentPassword, status: 400 };
  if (next.length < minimumPasswordLength) return { text: messages.passwordTooShort, status: 400 };
  if (next !== (form.confirm_password ?? '')) return { text: messages.passwordMismatch, status: 400 };
  return undefined;
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import { checkPassword } from './credentials.ts';
import { formOf } from './form-body.ts';
import { grantFirstPartyConsent } from './grant-consent.ts';
import { loginPage } from './pages/login-page.ts';
import { confirmLogoutScript } from './pages/logout-pages.ts';
import { throttleText } from './pages/messages.ts';
import { languageOf, type PagesDeps, sendPage, throttledStatus } from './pages-context.ts';
import { confirmLogoutScriptPath } from './provider.ts';
import { subjectOf } from './users.repo.ts';

type Interaction = Awaited<ReturnType<PagesDeps['provider']['interactionDetails']>>;

/** The interaction pages oidc-provider sends the browser to: login, and consent given on the user's behalf. */
export function registerLoginRoutes(scope: FastifyInstance, deps: PagesDeps): void {
  const { provider, csrf } = deps;

  scope.get('/interaction/:uid', async (request, reply) => {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    if (interaction.prompt.name === 'login') {
      const loginHint = interaction.params.login_hint;
      return renderLogin(request, reply, interaction, {
        username: typeof loginHint === 'string' ? loginHint : '',
      });
    }
    if (interaction.prompt.name === 'consent') {
      return finish(reply, await grantFirstPartyConsent(provider, interaction));
    }
    return finish(reply, { error: 'invalid_request', error_description: 'unsupported interaction' });
  });

  scope.get(confirmLogoutScriptPath, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(confirmLogoutScript),
  );

  scope.post('/interaction/:uid/login', async (request, reply) => {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    const form = formOf(request.body);
    const entered = { username: form.username ?? '', remember: form.remember === 'on' };
    const { language, messages } = languageOf(request, interaction.params.ui_locales);
    if (!csrf.verify('login', interaction.uid, form.csrf)) {
      return renderLogin(request, reply, interaction, { ...entered, error: messages.expiredForm }, 403);
    }
    if (!entered.username.trim() || !form.password) {
      return renderLogin(
        request,
        reply,
        interaction,
        { ...entered, error: messages.missingCredentials },
        400,
      );
    }
    const check = await checkPassword(deps, {
      username: entered.username,
      password: form.password,
      address: request.ip,
    });
    if (check.outcome === 'throttled') {
      const now = deps.now();
      const error = throttleText(language, messages, { scope: check.scope, ...check.verdict }, now);
      const status = throttledStatus(reply, check.verdict.until, now);
      return renderLogin(request, reply, interaction, { ...entered, error }, status);
    }
    if (check.outcome === 'refused') {
      const next = check.next;
      if (next?.verdict.state === 'locked') {
        request.log.warn(
          { scope: next.scope, username: entered.username, address: request.ip, until: next.verdict.until },
          'sign-in locked after repeated failures',
        );
      }
      const error = next
        ? `${messages.invalidCredentials}. ${throttleText(language, messages, { scope: next.scope, ...next.verdict }, deps.now())}`
        : messages.invalidCredentials;
      return renderLogin(request, reply, interaction, { ...entered, error });
    }
    const login = { accountId: subjectOf(check.user), remember: entered.remember, amr: ['pwd'] };
    return finish(reply, { login }, { mergeWithLastSubmission: false });
  });

  function renderLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    state: { username: string; remember?: boolean; error?: string },
    status = 200,
  ) {
    const { language, messages } = languageOf(request, interaction.params.ui_locales);
    const body = loginPage({
      language,
      messages,
      action: `${deps.basePath}/interaction/${interaction.uid}/login`,
      csrfToken: csrf.issue('login', interaction.uid),
      ...state,
    });
    return sendPage(reply, body, status);
  }

  async function finish(
    reply: FastifyReply,
    result: InteractionResults,
    options?: { mergeWithLastSubmission?: boolean },
  ) {
    // interactionResult only stores the result; the redirect stays Fastify's, so errors still render.
    const returnTo = await provider.interactionResult(reply.request.raw, reply.raw, result, options);
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }
}

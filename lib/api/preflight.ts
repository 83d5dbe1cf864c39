/**
 * What is checked before anything is sent: the key, the URL, that the key belongs to the
 * URL's origin, and the browser's permission for it. A refusal here sent nothing.
 */
import { apiKeyProblem } from './api-key';
import { humanizeEndpoint, isLoopbackHost, originPattern } from './base-url';
import type { HumanizeErrorInfo } from '../model/errors';
import type { Translate } from '../i18n/translate';

export interface PreflightCall {
  baseUrl: string;
  apiKey: string;
  /**
   * The origin the key was saved (or, in Test connection, typed) for. The key is never sent
   * to another: the options refuse that at Save, and this refuses it again here.
   */
  keyOrigin: string | undefined;
}

export interface PreflightDeps {
  isOriginPermitted(pattern: string): Promise<boolean>;
  t: Translate;
}

/** The endpoint to post to, or why nothing may be sent. */
export async function preflight(
  call: PreflightCall,
  deps: PreflightDeps,
): Promise<{ endpoint: string } | { error: HumanizeErrorInfo }> {
  const { t } = deps;
  if (!call.apiKey.trim()) {
    return { error: { kind: 'missing_key', action: 'open_options', message: t('apiMissingKey') } };
  }
  const keyProblem = apiKeyProblem(call.apiKey, t);
  if (keyProblem) {
    return { error: { kind: 'invalid_request', action: 'open_options', message: keyProblem } };
  }
  let endpoint: string;
  let target: URL;
  try {
    endpoint = humanizeEndpoint(call.baseUrl);
    target = new URL(endpoint);
  } catch {
    return {
      error: { kind: 'invalid_request', action: 'open_options', message: t('apiInvalidBaseUrl') },
    };
  }
  // Save refuses it, but a base URL stored before that rule must not send the key in clear text.
  if (target.protocol === 'http:' && !isLoopbackHost(target.hostname)) {
    return {
      error: { kind: 'invalid_request', action: 'open_options', message: t('baseUrlInsecure') },
    };
  }
  if (call.keyOrigin !== target.origin) {
    // No key saved for this origin: like a missing key, every request would meet it (pause).
    const message = t('apiKeyOtherOrigin', call.keyOrigin ?? '?', target.origin);
    return { error: { kind: 'missing_key', action: 'open_options', message } };
  }
  if (!(await deps.isOriginPermitted(originPattern(call.baseUrl)))) {
    return {
      error: {
        kind: 'origin_not_permitted',
        action: 'open_options',
        message: t('apiOriginNotPermitted', target.origin),
      },
    };
  }
  return { endpoint };
}

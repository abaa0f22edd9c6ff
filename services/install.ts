/**
 * Installs the areas' hooks into the runtime before it starts (for example the accounts area's
 * authenticator). Imported once by each process entry point and by the test harness.
 */
import { installAuthenticator, installRuntimeHook } from '../app/runtime';
import { authenticateAdminRequest } from './accounts/authenticator';
import { trackPendingGauge } from './webhooks/pending';

installAuthenticator(authenticateAdminRequest);
installRuntimeHook(trackPendingGauge);

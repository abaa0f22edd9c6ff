import { setDisplayTimeZone } from './ui/format';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { BrowserRouter, NavLink, Navigate, Route, Routes, useLocation } from 'react-router';
import { run, useQuery, useSession } from './api/hooks';
import { subscribe } from './api/live';
import { setSession } from './api/session';
import {
  BrandingDocument,
  CurrentWorkspaceDocument,
  HeartbeatDocument,
  MeDocument,
  type BrandingFieldsFragment,
} from './generated/graphql';
import { useT } from './i18n';
import { LanguageSelect, ThemeSelect, useSavedPreferences } from './shell/preferences';
import { ShortcutsHelp } from './shell/shortcuts';
import { PeriodPicker, PeriodProvider } from './ui/period';
import { CampaignsScreen } from './screens/campaigns';
import {
  LandingsScreen,
  NetworksScreen,
  OffersScreen,
  RatesScreen,
  SourcesScreen,
  StatusesScreen,
} from './screens/catalogue';
import { LoginScreen } from './screens/login';
import { ClickLogScreen } from './screens/click-log';
import { ImportScreen } from './screens/import';
import { ImportSetupScreen } from './screens/import-setup';
import { ConversionLogScreen } from './screens/conversion-log';
import { PostbackLogScreen } from './screens/postback-log';
import { TrafficLogScreen } from './screens/traffic-log';
import { CohortScreen } from './screens/report-cohort';
import { NotificationBadge, NotificationsScreen } from './screens/notifications';
import { RulesScreen } from './screens/rules';
import { SimulatorScreen } from './screens/simulator';
import { ReportsScreen } from './screens/reports';
import { SecurityScreen } from './screens/security';
import { SettingsScreen, WorkspacesScreen } from './screens/settings';
import { TeamScreen } from './screens/team';
import { WebhooksScreen } from './screens/webhooks';
import { DomainsScreen } from './screens/domains';
import { AuditScreen } from './screens/audit';

// The chart screens load ECharts on first use: the log-in page and the editors stay light.
const DashboardScreen = lazy(() => import('./screens/dashboard').then((m) => ({ default: m.DashboardScreen })));
// The campaign page leads with its chart: loaded on first use too.
const CampaignScreen = lazy(() => import('./screens/campaign-page').then((m) => ({ default: m.CampaignScreen })));
// Offers, landings and sources open their statistics the same way (the same chart, loaded on first use).
const entityPage = () => import('./screens/entity-page');
const OfferScreen = lazy(() => entityPage().then((m) => ({ default: m.OfferScreen })));
const LandingScreen = lazy(() => entityPage().then((m) => ({ default: m.LandingScreen })));
const SourceScreen = lazy(() => entityPage().then((m) => ({ default: m.SourceScreen })));
const FunnelScreen = lazy(() => import('./screens/report-funnel').then((m) => ({ default: m.FunnelScreen })));

/** Links only some roles may follow (the API refuses the others): the audit log is owners' and admins'. */
const ROLES_OF: Record<string, readonly string[]> = { '/audit': ['owner', 'admin'] };
const linkAllowed = (to: string, role: string | undefined) => !ROLES_OF[to] || ROLES_OF[to].includes(role ?? '');

/** The main navigation: each label is a key of the `common` catalogue's `nav`. */
const NAV: { group: string; links: [string, string][] }[] = [
  {
    group: 'analytics',
    links: [
      ['/dashboard', 'dashboard'],
      ['/reports', 'reports'],
      ['/reports/funnel', 'funnel'],
      ['/reports/cohorts', 'cohorts'],
    ],
  },
  {
    group: 'tracking',
    links: [
      ['/campaigns', 'campaigns'],
      ['/landings', 'landings'],
      ['/offers', 'offers'],
      ['/sources', 'sources'],
      ['/networks', 'networks'],
    ],
  },
  {
    group: 'logs',
    links: [
      ['/logs/clicks', 'clickLog'],
      ['/logs/traffic', 'trafficLog'],
      ['/logs/conversions', 'conversions'],
      ['/logs/postbacks', 'postbacks'],
    ],
  },
  {
    group: 'automation',
    links: [
      ['/rules', 'rules'],
      ['/notifications', 'notifications'],
    ],
  },
  {
    group: 'setup',
    links: [
      ['/statuses', 'statuses'],
      ['/rates', 'rates'],
      ['/domains', 'domains'],
      ['/webhooks', 'webhooks'],
      ['/settings', 'settings'],
      ['/simulator', 'simulator'],
      ['/import', 'import'],
    ],
  },
  {
    group: 'account',
    links: [
      ['/team', 'team'],
      ['/workspaces', 'workspaces'],
      ['/security', 'security'],
      ['/audit', 'audit'],
    ],
  },
];

/** Branding from GET /branding: colours as CSS variables (CSSOM, allowed by the CSP), name and logo. */
function useBranding() {
  const [branding, setBranding] = useState<BrandingFieldsFragment | null>(null);
  const load = useCallback(() => {
    run(BrandingDocument, {}).then(
      (b) => setBranding(b.branding),
      () => undefined,
    );
  }, []);
  useEffect(load, [load]);
  useEffect(() => {
    if (!branding) return;
    document.documentElement.style.setProperty('--primary', branding.primary_color);
    // The branding's background is the light theme's; the dark theme keeps its own.
    document.documentElement.style.setProperty('--brand-background', branding.background_color);
    document.title = branding.product_name;
  }, [branding]);
  return { branding, reload: load };
}

export function App() {
  const session = useSession();
  const { branding, reload } = useBranding();
  const name = branding?.product_name ?? 'Traffic tracker';
  if (!session) return <LoginScreen productName={name} logoUrl={branding?.logo_url} />;
  return (
    <BrowserRouter basename="/app">
      <PeriodProvider>
        <Shell key={session.token} name={name} logoUrl={branding?.logo_url} onBrandingChange={reload} />
      </PeriodProvider>
    </BrowserRouter>
  );
}

function Shell({
  name,
  logoUrl,
  onBrandingChange,
}: {
  name: string;
  logoUrl?: string | null;
  onBrandingChange: () => void;
}) {
  const { t } = useT('enums');
  const me = useQuery(MeDocument, {});
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  // Log times follow the workspace's time zone.
  setDisplayTimeZone(workspace.data?.workspace.time_zone);
  const [zoneTick, setZoneTick] = useState(0);
  const [live, setLive] = useState(false);
  useSavedPreferences();
  // Phones: the navigation is a menu, closed again when a screen is chosen.
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location closes the menu
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const role = me.data?.me.role;
  useEffect(
    () =>
      subscribe(
        HeartbeatDocument,
        {},
        () => setLive(true),
        () => setLive(false),
      ),
    [],
  );
  return (
    <div className={menuOpen ? 'layout menu-open' : 'layout'}>
      <a href="#main" className="skip">
        {t('shell.skip')}
      </a>
      <ShortcutsHelp />
      <MainNav name={name} logoUrl={logoUrl} role={me.data?.me.role} close={() => setMenuOpen(false)} />
      <div className="content">
        <header className="topbar">
          <button
            type="button"
            className="secondary menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            ☰ {t('shell.menu')}
          </button>
          <span className="topbar-who">
            {me.data && (
              <>
                <strong title={`${me.data.me.user.email} (${role})`}>{me.data.me.workspace.name}</strong>
                <span className="muted hide-phone"> · {t(`enums:role.${role}`, { defaultValue: role })}</span>
              </>
            )}
          </span>
          <PeriodPicker key={zoneTick} timeZone={workspace.data?.workspace.time_zone ?? 'UTC'} />
          <NotificationBadge />
          <LanguageSelect compact />
          <ThemeSelect compact />
          <span
            className={live ? 'live on hide-phone' : 'live hide-phone'}
            role="status"
            aria-label={live ? t('shell.liveOn') : t('shell.liveOff')}
          >
            {live ? `● ${t('shell.live')}` : `○ ${t('shell.offline')}`}
          </span>
          <button type="button" className="secondary" onClick={() => setSession(null)}>
            {t('shell.logOut')}
          </button>
        </header>
        <main id="main" tabIndex={-1}>
          <Suspense fallback={<p className="muted">{t('loading')}</p>}>
            <Routes>
              <Route path="/" element={<Navigate to="/dashboard" replace />} />
              <Route path="/dashboard" element={<DashboardScreen />} />
              <Route path="/reports" element={<ReportsScreen />} />
              <Route path="/reports/funnel" element={<FunnelScreen />} />
              <Route path="/reports/cohorts" element={<CohortScreen />} />
              <Route path="/campaigns" element={<CampaignsScreen />} />
              <Route path="/campaigns/:id" element={<CampaignScreen />} />
              <Route path="/landings" element={<LandingsScreen />} />
              <Route path="/landings/:id" element={<LandingScreen />} />
              <Route path="/offers" element={<OffersScreen />} />
              <Route path="/offers/:id" element={<OfferScreen />} />
              <Route path="/sources" element={<SourcesScreen />} />
              <Route path="/sources/:id" element={<SourceScreen />} />
              <Route path="/networks" element={<NetworksScreen />} />
              <Route path="/statuses" element={<StatusesScreen />} />
              <Route path="/rates" element={<RatesScreen />} />
              <Route path="/domains" element={<DomainsScreen />} />
              <Route path="/webhooks" element={<WebhooksScreen />} />
              <Route
                path="/settings"
                element={
                  <SettingsScreen
                    onBrandingChange={onBrandingChange}
                    onWorkspaceChange={() => (workspace.reload(), setZoneTick((t) => t + 1))}
                  />
                }
              />
              <Route path="/logs/clicks" element={<ClickLogScreen />} />
              <Route path="/logs/traffic" element={<TrafficLogScreen />} />
              <Route path="/rules" element={<RulesScreen />} />
              <Route path="/notifications" element={<NotificationsScreen />} />
              <Route path="/simulator" element={<SimulatorScreen />} />
              <Route path="/import" element={<ImportScreen />} />
              <Route path="/import/keitaro-setup" element={<ImportSetupScreen />} />
              <Route path="/logs/conversions" element={<ConversionLogScreen />} />
              <Route path="/logs/postbacks" element={<PostbackLogScreen />} />
              <Route path="/team" element={<TeamScreen />} />
              <Route path="/workspaces" element={<WorkspacesScreen />} />
              <Route path="/security" element={<SecurityScreen />} />
              <Route path="/audit" element={<AuditScreen />} />
              <Route path="*" element={<p>{t('notFound')}</p>} />
            </Routes>
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** The navigation: the workspace's brand, then the screens this role may open, grouped. */
function MainNav({
  name,
  logoUrl,
  role,
  close,
}: {
  name: string;
  logoUrl?: string | null;
  role?: string | null;
  close: () => void;
}) {
  const { t } = useT('enums');
  return (
    <>
      {/* A link chosen in the phone's menu closes it (also when it is the screen already shown). */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside take the keyboard; this only closes the menu */}
      <nav
        aria-label={t('shell.mainNav')}
        id="main-nav"
        className="main-nav"
        onClick={(e) => (e.target as HTMLElement).closest('a') && close()}
      >
        <div className="brand">
          {logoUrl && <img src={logoUrl} alt="" className="logo" />}
          <span>{name}</span>
        </div>
        {NAV.map((group) => (
          <div key={group.group} className="nav-group">
            <h2>{t(`nav.${group.group}`)}</h2>
            <ul>
              {group.links
                .filter(([to]) => linkAllowed(to, role ?? undefined))
                .map(([to, label]) => (
                  <li key={to}>
                    <NavLink to={to} end>
                      {t(`nav.${label}`)}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
}

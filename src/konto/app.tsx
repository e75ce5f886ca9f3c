/** The workspace's routes under /konto (the router's basename). */
import type { ComponentType, ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { Loading } from './feedback';
import { Layout } from './layout';
import { canSeeLeads, mayEdit, useSession } from './session';
import type { Me } from './types';
import { useTitle } from './use-title';
import { AccountsView } from './views/admin';
import { AuditLogView } from './views/audit-log';
import { BookingSettingsView } from './views/booking-settings';
import { InboxView } from './views/inbox';
import { InvitationView } from './views/invitation';
import { LeadPageView } from './views/lead-page';
import { PageEditorView } from './views/page-editor';
import { PasskeysView } from './views/passkeys';
import { PrivacyView } from './views/privacy';
import { SignInView } from './views/sign-in';

function SignedIn({ children }: { children: ReactNode }) {
  const { me } = useSession();
  const location = useLocation();
  if (me === undefined) return <Loading />;
  if (me === null) return <Navigate to="/logga-in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Layout>{children}</Layout>;
}

/**
 * The workspace's start, where sign-in and an accepted invitation lead: the inbox, or for an
 * account that may not read leads but may edit pages (an editor) the page editor (decision 110).
 */
export const startsInEditor = (me: Me | null | undefined) => !canSeeLeads(me) && mayEdit(me);

function Start() {
  const { me } = useSession();
  if (startsInEditor(me)) return <Navigate to="/redigera" replace />;
  return <InboxView />;
}

function NotFound() {
  useTitle('Sidan finns inte');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Sidan finns inte
      </Typography>
      <Typography>Adressen leder inte till någon vy i arbetsytan. Välj en vy i menyn ovan.</Typography>
    </>
  );
}

/** The views behind sign-in, each in the workspace's frame; "*" last, for an address that leads nowhere. */
const signedInViews: { path: string; View: ComponentType }[] = [
  { path: '/', View: Start },
  { path: '/leads/:id', View: LeadPageView },
  { path: '/person', View: PrivacyView },
  { path: '/tider', View: BookingSettingsView },
  { path: '/konton', View: AccountsView },
  { path: '/logg', View: AuditLogView },
  { path: '/nycklar', View: PasskeysView },
  { path: '/redigera', View: PageEditorView },
  { path: '*', View: NotFound },
];

export function App() {
  return (
    <Routes>
      <Route path="/logga-in" element={<SignInView />} />
      <Route path="/inbjudan" element={<InvitationView />} />
      {signedInViews.map(({ path, View }) => (
        <Route
          key={path}
          path={path}
          element={
            <SignedIn>
              <View />
            </SignedIn>
          }
        />
      ))}
    </Routes>
  );
}

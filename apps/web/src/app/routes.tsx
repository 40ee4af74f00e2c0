import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { DashboardHome } from './dashboard-home';
import { DashboardLayout } from './dashboard-layout';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { TranscriptPlaceholder } from './transcript-placeholder';

/** The spec's route table, plus /reset-password from the e-mailed link. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <RedirectIfSignedIn>
            <LandingPage />
          </RedirectIfSignedIn>
        }
      />
      <Route
        path="/login"
        element={
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        }
      />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route
        path="/dashboard"
        element={
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        }
      >
        <Route index element={<DashboardHome />} />
        <Route path="transcript/:audioId" element={<TranscriptPlaceholder />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

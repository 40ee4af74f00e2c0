import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { AuthFrame } from '@/components/auth-frame';
import { PricingPlans } from '@/components/pricing-plans';
import { authFragmentError, clearAuthFragmentError } from '@/lib/session/auth-fragment';
import { ForgotForm } from './forgot-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Mode = 'signin' | 'signup' | 'forgot';
const MODES: readonly string[] = ['signin', 'signup', 'forgot'];

/** /login in its three modes; ?mode=signup opens sign-up directly (the landing page's signup links). */
export function LoginPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const requested = params.get('mode') ?? 'signin';
  const mode: Mode = MODES.includes(requested) ? (requested as Mode) : 'signin';
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(() =>
    (location.state as { passwordChanged?: boolean } | null)?.passwordChanged
      ? t('auth.passwordChanged')
      : null,
  );
  // A failed Google sign-in comes back as /login#error=…&code=…; the code picks our translated text.
  const [googleFailure] = useState(() => authFragmentError());
  useEffect(() => clearAuthFragmentError(), []);

  // A return address (?next=, checked where it is used) stays across the modes: sign up, then sign in.
  const returnTo = params.get('next');
  const go = (next: Mode) => {
    const search = new URLSearchParams(next === 'signin' ? {} : { mode: next });
    if (returnTo) search.set('next', returnTo);
    setParams(search, { replace: true });
  };

  useEffect(() => {
    if (mode !== 'signin') setNotice(null);
  }, [mode]);

  const plans = (
    <section aria-labelledby="plans-title" className="mx-auto mt-16 flex max-w-5xl flex-col gap-6">
      <h2 id="plans-title" className="text-center text-xl font-semibold tracking-tight text-fg">
        {t('plans.title')}
      </h2>
      <PricingPlans />
    </section>
  );

  return (
    <AuthFrame title={t(`auth.${mode}.title`)} subtitle={t(`auth.${mode}.subtitle`)} after={plans}>
      {mode === 'signin' ? (
        <SignInForm
          initialEmail={email}
          notice={notice}
          initialError={
            googleFailure ? t([`errors.${googleFailure.code}`, 'errors.GOOGLE_SIGN_IN_FAILED']) : null
          }
          onForgot={() => go('forgot')}
          onSignUp={() => go('signup')}
        />
      ) : null}
      {mode === 'signup' ? (
        <SignUpForm
          onBack={() => go('signin')}
          onDone={(registered) => {
            setEmail(registered);
            setNotice(t('auth.signUpSuccess'));
            go('signin');
          }}
        />
      ) : null}
      {mode === 'forgot' ? <ForgotForm onBack={() => go('signin')} /> : null}
    </AuthFrame>
  );
}

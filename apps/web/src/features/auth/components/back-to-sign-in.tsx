import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function BackToSignIn({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onBack}
      className="mx-auto flex items-center gap-1.5 text-sm font-medium text-accent-text hover:underline"
    >
      <ArrowLeft size={16} aria-hidden />
      {t('auth.backToSignIn')}
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FaqList } from '@/components/faq-list';
import { PricingPlans } from '@/components/pricing-plans';
import { Dialog } from '@/components/ui/dialog';
import { type InfoAnchor, infoAnchorOf } from './info-anchors';

/**
 * The dashboard header's #pricing, #faqs and #blog anchors: the dashboard has no such sections, so the
 * anchor opens the matching dialog; closing it drops the anchor from the address.
 */
export function InfoDialogs() {
  const { t } = useTranslation();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const anchor = infoAnchorOf(hash);
  const close = () => navigate({ pathname, search }, { replace: true });
  return (
    <Dialog
      open={anchor !== undefined}
      onOpenChange={(open) => (open ? undefined : close())}
      title={title(anchor)}
    >
      {anchor === 'pricing' ? <PricingPlans /> : null}
      {anchor === 'faqs' ? <FaqList /> : null}
      {anchor === 'blog' ? <p className="text-sm text-muted">{t('dashboard.blogSoon')}</p> : null}
    </Dialog>
  );

  function title(name: InfoAnchor | undefined): string {
    if (name === 'pricing') return t('plans.title');
    if (name === 'faqs') return t('faq.title');
    return t('nav.blog');
  }
}

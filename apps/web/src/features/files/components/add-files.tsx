import type { TWorkspaceRole } from '@transcribe/contract';
import { FileUp, Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { canWrite } from '@/api/workspaces/file-access';
import { Button } from '@/components/ui/button';

interface Props {
  /** The caller's role in the open folder ('owner' in their own); undefined while not known. */
  role: TWorkspaceRole | undefined;
  onRecord: () => void;
  onUpload: () => void;
}

/** Record and Transcribe files; in a workspace's folder the caller may only read, why there are none. */
export function AddFiles({ role, onRecord, onUpload }: Props) {
  const { t } = useTranslation();
  if (role && !canWrite(role))
    return (
      <p className="max-w-sm text-sm text-muted">
        {t('files.readOnly', { role: t(`workspaces.roles.${role}`) })}
      </p>
    );
  return (
    <div className="flex items-center gap-2">
      <Button variant="secondary" size="icon" aria-label={t('files.record')} onClick={onRecord}>
        <Mic size={18} aria-hidden />
      </Button>
      <Button onClick={onUpload}>
        <FileUp size={18} aria-hidden />
        {t('files.transcribeFiles')}
      </Button>
    </div>
  );
}

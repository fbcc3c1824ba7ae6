import { media, VisuallyHidden } from '@podcast/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n';
import { readActiveTool, toolHrefs } from './activeTool';

/**
 * /profile: on a phone the layout shows the sidebar alone; wider, the remembered entry's screen opens beside it
 * (the first entry when nothing is stored, spec §2).
 */
export function ProfileHomeScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    if (window.matchMedia(media.tablet).matches) navigate(toolHrefs[readActiveTool()], { replace: true });
  }, [navigate]);
  return (
    <VisuallyHidden>
      <h1>{t.profile.title}</h1>
    </VisuallyHidden>
  );
}
export { ProfileHomeScreen as Component };

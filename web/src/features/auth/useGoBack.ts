/** Back one page, or home when the tab has no page before this one (a link opened in a new tab). */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLangPath } from '../../shared/lang/useLangPath';

export function useGoBack(): () => void {
  const navigate = useNavigate();
  const to = useLangPath();
  return useCallback(() => {
    if (window.history.length > 1) navigate(-1);
    else navigate(to('/'), { replace: true });
  }, [navigate, to]);
}

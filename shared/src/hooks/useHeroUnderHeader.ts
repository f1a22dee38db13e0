import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { heroUnderHeaderChanged } from '../intents';

/** Tells the shell that this page shows a full-screen hero under its header, for as long as it is mounted. */
export function useHeroUnderHeader(active = true) {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!active) return;
    dispatch(heroUnderHeaderChanged(true));
    return () => {
      dispatch(heroUnderHeaderChanged(false));
    };
  }, [active, dispatch]);
}

import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { heroUnderHeaderChanged } from '@lux/store';
import { usePageHeadRecord } from '@lux/store';

/** Tells the shell that this page shows a full-screen hero under its header, for as long as it is mounted. */
export function useHeroUnderHeader(active = true) {
  const dispatch = useDispatch();
  // On the server, where effects never run: the render is repeated with the header clear.
  const record = usePageHeadRecord();
  if (active) record?.recordHeroUnderHeader();
  useEffect(() => {
    if (!active) return;
    dispatch(heroUnderHeaderChanged(true));
    return () => {
      dispatch(heroUnderHeaderChanged(false));
    };
  }, [active, dispatch]);
}

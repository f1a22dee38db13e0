import { ButtonLink, VisuallyHidden, company, useGetContinentsQuery } from '@lux/shared';
import type { MouseEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { overlayClosed, overlayToggled } from '../headerSlice';
import { ChevronIcon, PhoneIcon } from '../icons';
import { BackButton, Foot, MainEntry, MainLink, MainList, Panel } from './MobileMenu.styles';
import { DestinationsList, ExperiencesList, InspirationList, MiceList } from './SubPanelLists';
import {
  useGetExperiencesQuery,
  useGetInspirationCategoriesQuery,
  useGetMiceCategoriesQuery,
} from '../../api';

/** SPEC 4: the mobile menu's panels. */
export type MobilePanel = 'main' | 'destinations' | 'experiences' | 'mice' | 'inspiration';
type SubPanel = Exclude<MobilePanel, 'main'>;

export const panelTitles: Record<MobilePanel, string> = {
  main: 'Menu',
  destinations: 'Destinations',
  experiences: 'Experiences',
  mice: 'MICE',
  inspiration: 'Inspiration',
};

const subPanels: SubPanel[] = ['destinations', 'experiences', 'mice', 'inspiration'];

const SubPanelLists: Record<SubPanel, () => ReactNode> = {
  destinations: DestinationsList,
  experiences: ExperiencesList,
  mice: MiceList,
  inspiration: InspirationList,
};

interface MobileMenuPanelsProps {
  panel: MobilePanel;
  onPanelChange: (panel: MobilePanel) => void;
}

/**
 * The menu's content, mounted only while it is open: its four menus are fetched then (SPEC 7), so each
 * sub-panel is ready when chosen. Moving between panels moves focus to the new one's first control.
 */
export function MobileMenuPanels({ panel, onPanelChange }: MobileMenuPanelsProps) {
  const dispatch = useDispatch();
  // SPEC 7: the mobile menu fetches its four menus as it opens; the sub-panels read them from the cache.
  useGetContinentsQuery();
  useGetExperiencesQuery();
  useGetMiceCategoriesQuery();
  useGetInspirationCategoriesQuery();
  const back = useRef<HTMLButtonElement>(null);
  const entries = useRef(new Map<SubPanel, HTMLButtonElement>());
  const cameFrom = useRef<SubPanel | null>(null);

  useEffect(() => {
    if (panel !== 'main') back.current?.focus();
    else if (cameFrom.current) entries.current.get(cameFrom.current)?.focus();
  }, [panel]);

  // A link to the page already showing changes no route, so following any link closes the menu here.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) dispatch(overlayClosed());
  };

  if (panel !== 'main') {
    const SubPanelList = SubPanelLists[panel];
    return (
      <Panel key={panel} onClick={closeOnLink}>
        <BackButton
          ref={back}
          type="button"
          onClick={() => {
            cameFrom.current = panel;
            onPanelChange('main');
          }}
        >
          <ChevronIcon direction="left" />
          Back<VisuallyHidden> to the menu</VisuallyHidden>
        </BackButton>
        <SubPanelList />
      </Panel>
    );
  }

  return (
    <Panel key="main" onClick={closeOnLink}>
      <MainList>
        <li>
          <MainEntry type="button" onClick={() => dispatch(overlayToggled('search'))}>
            Search
          </MainEntry>
        </li>
        {subPanels.map((subPanel) => (
          <li key={subPanel}>
            <MainEntry
              type="button"
              ref={(element) => {
                if (element) entries.current.set(subPanel, element);
              }}
              onClick={() => onPanelChange(subPanel)}
            >
              {panelTitles[subPanel]}
              <ChevronIcon />
            </MainEntry>
          </li>
        ))}
        <li>
          <MainLink to="/about">About</MainLink>
        </li>
      </MainList>
      <Foot>
        <ButtonLink to="/enquire">Enquire Now</ButtonLink>
        <a href={company.phone.href}>
          <PhoneIcon />
          {company.phone.display}
        </a>
      </Foot>
    </Panel>
  );
}

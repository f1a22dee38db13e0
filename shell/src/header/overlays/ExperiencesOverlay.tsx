import type { Experience } from '@lux/shared';
import { QueryState, ResponsiveImage } from '@lux/shared';
import { MegaMenu } from './MegaMenu';
import { experienceLinks } from './menuLinks';
import { menuTexts } from './menuTexts';
import { OverlayPanel } from './OverlayPanel';
import { Tile, Tiles } from './panes.styles';
import { useGetExperiencesQuery } from '../../api';

const tileSizes = '(min-width: 1320px) 220px, 16vw';

/** Experiences; the active one's items as picture tiles, or its wellness countries. */
export function ExperiencesOverlay() {
  const result = useGetExperiencesQuery();
  return (
    <OverlayPanel overlay="experiences" label="Experiences">
      <QueryState result={result} messages={menuTexts.experiences} size="panel">
        {(experiences: Experience[]) => (
          <MegaMenu
            label="Experiences"
            entries={experiences.map((experience) => ({
              key: `experience-${experience.id}`,
              label: experience.name,
              pane: (
                <Tiles>
                  {experienceLinks(experience).map((link) => (
                    <li key={link.href}>
                      <Tile to={link.href}>
                        <span>
                          <ResponsiveImage src={link.image} alt="" sizes={tileSizes} />
                        </span>
                        <strong>{link.name}</strong>
                      </Tile>
                    </li>
                  ))}
                </Tiles>
              ),
            }))}
          />
        )}
      </QueryState>
    </OverlayPanel>
  );
}

import type { PageSection } from '../../api/entities';
import { StoryBlock } from '../StoryBlock';
import { Stack } from './PageSections.styles';

interface PageSectionsProps {
  sections: PageSection[];
  /** 3 when the sections sit under a section title of the page. */
  headingLevel?: 2 | 3;
}

/** A page's image-and-text sections (SPEC 3) as story blocks, the image on the side each asks for. */
export function PageSections({ sections, headingLevel = 2 }: PageSectionsProps) {
  return (
    <Stack>
      {sections.map((section) => (
        <StoryBlock
          key={section.id}
          heading={section.heading}
          text={section.text}
          image={section.image_url}
          imagePosition={section.image_position}
          buttonText={section.button_text ?? undefined}
          buttonHref={section.button_href ?? undefined}
          headingLevel={headingLevel}
        />
      ))}
    </Stack>
  );
}

import styled from '@emotion/styled';
import type { PageSection } from '@lux/shared';
import { StoryBlock } from '@lux/shared';

interface PageSectionsProps {
  sections: PageSection[];
  /** 3 when the sections sit under a section title of the page. */
  headingLevel?: 2 | 3;
}

/** A page's image-and-text sections as story blocks, the image on the side each section asks for. */
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

const Stack = styled.div`
  display: grid;
  gap: clamp(88px, 11vw, 160px);
`;

import styled from '@emotion/styled';
import { ButtonAnchor, ButtonLink } from './buttons';
import { Eyebrow } from './layout';
import { GoldRule } from './overview/Overview.styles';
import { Paragraphs } from './Paragraphs';
import { ResponsiveImage } from './ResponsiveImage';
import { colors, fonts, mq } from './theme';

export interface StoryBlockProps {
  heading: string;
  /** Plain text; blank lines separate paragraphs. */
  text: string;
  image: string;
  imageAlt?: string;
  /** Which side the image takes from tablet width up; on phones it always comes first. */
  imagePosition?: 'left' | 'right';
  buttonText?: string;
  /** A site path ('/enquire') navigates in the app; anything else is a plain link. */
  buttonHref?: string;
  eyebrow?: string;
  /** 2 when the block is a section of its own, 3 when it sits under a section title. */
  headingLevel?: 2 | 3;
}

/** The generic story block of SPEC 2.3: an image beside a heading, text and an optional button. */
export function StoryBlock({
  heading,
  text,
  image,
  imageAlt = '',
  imagePosition = 'left',
  buttonText,
  buttonHref,
  eyebrow,
  headingLevel = 2,
}: StoryBlockProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Block data-image={imagePosition}>
      <Figure>
        <ResponsiveImage
          src={image}
          alt={imageAlt}
          sizes="(min-width: 1320px) 660px, (min-width: 900px) 50vw, 100vw"
        />
      </Figure>
      <Copy>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Heading>{heading}</Heading>
        <Rule aria-hidden="true" />
        <Text>
          <Paragraphs text={text} />
        </Text>
        {buttonText &&
          buttonHref &&
          (buttonHref.startsWith('/') ? (
            <ButtonLink to={buttonHref} data-variant="outline">
              {buttonText}
            </ButtonLink>
          ) : (
            <ButtonAnchor href={buttonHref} data-variant="outline">
              {buttonText}
            </ButtonAnchor>
          ))}
      </Copy>
    </Block>
  );
}

const Block = styled.div`
  display: grid;
  gap: clamp(36px, 6vw, 56px);
  align-items: center;
  ${mq.md} {
    grid-template-columns: minmax(0, 1.08fr) minmax(0, 1fr);
    gap: clamp(56px, 7vw, 112px);
    &[data-image='right'] > :first-of-type {
      order: 2;
    }
  }
`;

const Figure = styled.div`
  position: relative;
  margin: 0 14px 14px 0;
  aspect-ratio: 3 / 2;
  /* A hairline gold frame set behind the photograph, like a print mounted off-centre. */
  &::before {
    content: '';
    position: absolute;
    inset: 14px -14px -14px 14px;
    border: 1px solid ${colors.goldLight};
    pointer-events: none;
  }
  picture,
  img {
    position: relative;
    width: 100%;
    height: 100%;
  }
  ${mq.md} {
    aspect-ratio: 5 / 4;
    margin: 0 22px 22px 0;
    &::before {
      inset: 22px -22px -22px 22px;
    }
  }
`;

const Copy = styled.div`
  max-width: 560px;
  h2,
  h3 {
    font-family: ${fonts.display};
    font-weight: 400;
    font-size: clamp(2rem, 3.6vw, 3rem);
    line-height: 1.1;
    margin: 0;
  }
  a {
    margin-top: 16px;
  }
`;

const Text = styled.div`
  color: ${colors.inkSoft};
`;

const Rule = styled(GoldRule)`
  margin: 26px 0 28px;
`;

import { Container, ContactDetails, Eyebrow, Hero, Section, usePageMeta } from '@lux/shared';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { LegalBlock, LegalDocument } from './legalContent';
import { SafeHtml } from './SafeHtml';
import { Contact, Contents, Layout, LegalText, Updated } from './LegalPage.styles';

const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every legal page: the same hero, contents, text and contact note over its own content module. */
export function LegalPage({ content }: { content: LegalDocument }) {
  usePageMeta({ title: content.title, description: content.summary });
  const followInAppLinks = useInAppLinks();
  const sections = content.blocks.flatMap((block) =>
    block.type === 'heading' && block.level === 2 ? [block.text] : [],
  );

  return (
    <>
      <Hero
        image="/media/site-legal-hero.webp"
        eyebrow="Legal"
        title={content.title}
        subtitle={content.summary}
      />
      <Section>
        <Container>
          <Layout>
            <Contents aria-label="On this page">
              <Eyebrow>On this page</Eyebrow>
              <ol>
                {sections.map((text) => (
                  <li key={text}>
                    <a href={`#${anchorOf(text)}`}>{text}</a>
                  </li>
                ))}
              </ol>
            </Contents>
            <div>
              <LegalText onClick={followInAppLinks}>
                {content.lastUpdated && <Updated>Last updated: {content.lastUpdated}</Updated>}
                {content.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </LegalText>
              <Contact aria-labelledby="legal-contact">
                <div>
                  <h2 id="legal-contact">Questions?</h2>
                  <p>If anything here is unclear, our travel experts will be glad to explain.</p>
                </div>
                <ContactDetails />
              </Contact>
            </div>
          </Layout>
        </Container>
      </Section>
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case 'heading':
      return block.level === 2 ? <h2 id={anchorOf(block.text)}>{block.text}</h2> : <h3>{block.text}</h3>;
    case 'paragraph':
      return <SafeHtml as="p" html={block.html} />;
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <SafeHtml key={index} as="li" html={item} />
          ))}
        </ul>
      );
  }
}

/** Site links inside the content's HTML navigate in the app rather than reloading the whole site. */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target) return;
    event.preventDefault();
    navigate(href);
  };
}

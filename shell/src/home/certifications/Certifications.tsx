import { CertificationBadges, Container, Section, SectionHead } from '@lux/shared';

/** The four countries our experts are certified specialists in (SPEC 9). */
export function Certifications() {
  return (
    <Section data-tone="sand" aria-labelledby="certifications-title">
      <Container>
        <SectionHead
          eyebrow="Recognised expertise"
          title="Certified Specialists"
          titleId="certifications-title"
        >
          Our travel experts hold destination specialist certification from the tourism boards of these four
          countries.
        </SectionHead>
        <CertificationBadges />
      </Container>
    </Section>
  );
}

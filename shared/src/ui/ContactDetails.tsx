import styled from '@emotion/styled';
import { company } from '../company';
import { colors } from './theme';

/** Phone, email and office hours: the way to reach us that every fallback keeps on screen. */
export function ContactDetails({ className }: { className?: string }) {
  return (
    <Details className={className}>
      <a href={company.phone.href}>{company.phone.display}</a>
      <a href={`mailto:${company.email}`}>{company.email}</a>
      <dl>
        {company.officeHours.map(({ days, hours }) => (
          <div key={days}>
            <dt>{days}</dt>
            <dd>{hours}</dd>
          </div>
        ))}
      </dl>
      <p>{company.phoneLineNote}</p>
    </Details>
  );
}

const Details = styled.div`
  display: grid;
  gap: 6px;
  a {
    text-decoration: none;
    width: fit-content;
  }
  a:first-of-type {
    font-size: 1.25rem;
    letter-spacing: 0.04em;
  }
  a:hover {
    color: ${colors.gold};
  }
  dl {
    margin: 10px 0 0;
  }
  dl div {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
  }
  p {
    margin: 0;
    opacity: 0.8;
  }
`;

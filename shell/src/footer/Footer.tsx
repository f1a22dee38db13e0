import styled from '@emotion/styled';
import { ContactDetails, Container, capsLabel, colors, company, fonts, mq } from '@lux/shared';
import { Link } from 'react-router';
import { footerColumns } from './footerLinks';

export function Footer() {
  return (
    <Wrapper>
      <Container>
        <Grid>
          <Brand>
            <p className="name">{company.name}</p>
            <p>
              Private journeys designed around you by specialists who know every road, lodge and guide by
              name.
            </p>
            <address>{company.address.join(', ')}</address>
          </Brand>
          {footerColumns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2>{column.heading}</h2>
              <ul>
                {column.links.map(({ label, to }) => (
                  <li key={label}>{to === '#' ? <a href="#">{label}</a> : <Link to={to}>{label}</Link>}</li>
                ))}
              </ul>
            </nav>
          ))}
          <div>
            <h2>Speak to an expert</h2>
            <ContactDetails />
          </div>
        </Grid>
        <Legal>
          © {new Date().getFullYear()} {company.name}. Founded in {company.founded}, with over{' '}
          {company.yearsOfExperience} years of travel experience.
        </Legal>
      </Container>
    </Wrapper>
  );
}

const Wrapper = styled.footer`
  background: ${colors.night};
  color: rgba(247, 243, 236, 0.82);
  padding: clamp(64px, 8vw, 104px) 0 32px;
  font-size: 0.95rem;
  a {
    text-decoration: none;
  }
  a:hover {
    color: ${colors.goldLight};
  }
  h2 {
    ${capsLabel}
    color: ${colors.goldLight};
    margin-bottom: 20px;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 10px;
  }
  /* On paper: who the company is and how to reach it, in ink on the paper rather than a sheet's width of
     dark ground, without the site's links. */
  @media print {
    padding: 24px 0 0;
    border-top: 1px solid ${colors.line};
    background: none;
    color: ${colors.ink};
    break-inside: avoid;
    h2 {
      color: inherit;
    }
    nav {
      display: none;
    }
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 44px;
  grid-template-columns: 1fr;
  ${mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${mq.lg} {
    grid-template-columns: 1.5fr 1fr 1fr 1fr 1.4fr;
  }
`;

const Brand = styled.div`
  .name {
    font-family: ${fonts.display};
    font-size: 1.9rem;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${colors.ivory};
  }
  address {
    font-style: normal;
    opacity: 0.75;
  }
  @media print {
    .name {
      color: inherit;
    }
  }
`;

const Legal = styled.p`
  margin: 64px 0 0;
  padding-top: 28px;
  border-top: 1px solid rgba(247, 243, 236, 0.14);
  font-size: 0.82rem;
  opacity: 0.7;
`;

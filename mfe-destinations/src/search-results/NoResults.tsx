import {
  EnquiryModalButton,
  Eyebrow,
  company,
  countryHref,
  monthNames,
  useGetContinentsQuery,
} from '@lux/shared';
import { Link } from 'react-router';
import { Atlas, Empty, Expert, Group, Lead, Message, Months, Suggestions, Title } from './NoResults.styles';

interface NoResultsProps {
  query: string;
  /** SPEC 8's words: No results found for "{query}". */
  message: string;
}

/**
 * No journey's name matches. Not a dead end: SPEC's message under the search box, then ways on, every
 * destination we travel to, the months, and a travel expert (who may well plan the place searched for).
 */
export function NoResults({ query, message }: NoResultsProps) {
  const continents = useGetContinentsQuery();
  // The destinations come from the menu's own data; if it cannot load, the months and the expert remain.
  const regions = continents.data?.filter((continent) => continent.countries.length > 0) ?? [];

  return (
    <Empty>
      <Message role="status">{message}</Message>
      <Lead>
        No journey goes by that name yet, but almost everything we plan is made to measure. Begin with a
        destination or a month, or tell a travel expert what you have in mind.
      </Lead>
      <Suggestions>
        {regions.length > 0 && (
          <Group aria-labelledby="where-we-travel-title">
            <Eyebrow>Destinations</Eyebrow>
            <Title id="where-we-travel-title">Where We Travel</Title>
            <Atlas>
              {regions.map((continent) => (
                <li key={continent.id}>
                  <h3>{continent.name}</h3>
                  <ul>
                    {continent.countries.map((country) => (
                      <li key={country.id}>
                        <Link to={countryHref(country)}>{country.name}</Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </Atlas>
          </Group>
        )}
        <Group aria-labelledby="travel-by-month-title">
          <Eyebrow>Inspiration</Eyebrow>
          <Title id="travel-by-month-title">Travel by Month</Title>
          <Months>
            {monthNames.map((month) => (
              <li key={month}>
                <Link to={`/inspiration/travel-by-month/${month.toLowerCase()}`}>{month}</Link>
              </li>
            ))}
          </Months>
        </Group>
        <Expert aria-labelledby="ask-an-expert-title">
          <Eyebrow>Made to measure</Eyebrow>
          <Title id="ask-an-expert-title">Ask a Travel Expert</Title>
          <p>
            Tell us about “{query}” and the way you love to travel. A specialist will shape a journey around
            it, down to the last detail.
          </p>
          {/* A query that names a country we plan arrives chosen in the form. */}
          <EnquiryModalButton destination={[query]}>Ask an Expert</EnquiryModalButton>
          <p>
            Or call us on <a href={company.phone.href}>{company.phone.display}</a>
          </p>
        </Expert>
      </Suggestions>
    </Empty>
  );
}

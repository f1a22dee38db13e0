import { StoryBlock } from '../StoryBlock';

/** The Inspiration section of a destination: an invitation to read the journal about `place`. */
export function JournalTeaser({ place }: { place: string }) {
  return (
    <StoryBlock
      eyebrow="Inspiration"
      heading={`Stories to Inspire Your ${place} Journey`}
      text={`Our travel experts write about the places they love: the quiet corners, the people and the seasons that make ${place} unforgettable.\n\nRead their notes in our journal, then let us shape them into a journey of your own.`}
      image="/media/site-journal-teaser.webp"
      imagePosition="right"
      buttonText="Read the Journal"
      buttonHref="/journal"
    />
  );
}

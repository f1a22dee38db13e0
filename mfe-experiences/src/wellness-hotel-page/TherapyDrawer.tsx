import type { Therapy } from '@lux/shared';
import { Drawer, Paragraphs } from '@lux/shared';
import { Tabs } from '@lux/shared/tabs';
import { Benefits, Details, Facts } from './TherapyDrawer.styles';

interface TherapyDrawerProps {
  therapy: Therapy | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The programme length shown. */
  duration: string | undefined;
  onDurationChange: (duration: string) => void;
}

/** A therapy read in full: its programme, description, benefits, and what each length includes and costs. */
export function TherapyDrawer({
  therapy,
  open,
  onOpenChange,
  duration,
  onDurationChange,
}: TherapyDrawerProps) {
  return (
    <Drawer
      open={open && therapy !== null}
      onOpenChange={onOpenChange}
      eyebrow={therapy?.parent_program}
      title={therapy?.title}
    >
      {therapy && (
        <Details>
          <Paragraphs text={therapy.full_description} />
          {therapy.benefits.length > 0 && (
            <>
              <h3>Benefits</h3>
              <Benefits>
                {therapy.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </Benefits>
            </>
          )}
          {therapy.program_details.length > 0 && (
            <>
              <h3>Programme Lengths</h3>
              <Tabs
                label={`${therapy.title}: programme lengths`}
                value={duration}
                onValueChange={onDurationChange}
                tabs={therapy.program_details.map((detail) => ({
                  id: detail.duration,
                  label: detail.duration,
                  content: (
                    <Facts>
                      <h4>Includes</h4>
                      <ul>
                        {detail.includes.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                      <h4>Price</h4>
                      <ul>
                        {detail.price.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    </Facts>
                  ),
                }))}
              />
            </>
          )}
        </Details>
      )}
    </Drawer>
  );
}

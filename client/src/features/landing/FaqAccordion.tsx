import { useId, useState } from 'react';
import { FAQ } from './landing-content';

/** Five questions; one answer open at a time, and clicking the open question closes it. */
export function FaqAccordion() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <section className="landing-section" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>Frequently asked questions</h2>
      <div className="faq">
        {FAQ.map((item, index) => {
          const open = openIndex === index;
          const panelId = `${baseId}-answer-${index}`;
          return (
            <div key={item.question} className="faq-item">
              <h3>
                <button
                  type="button"
                  className="faq-question"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenIndex(open ? null : index)}
                >
                  {item.question}
                  <span aria-hidden="true">{open ? '−' : '+'}</span>
                </button>
              </h3>
              <section id={panelId} aria-label={item.question} hidden={!open} className="faq-answer">
                <p>{item.answer}</p>
              </section>
            </div>
          );
        })}
      </div>
    </section>
  );
}

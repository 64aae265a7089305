import { STUDIO } from '@sawa/shared/domain';
import { CommissionForm } from '../commissions/CommissionForm';
import { PageHero } from '../components/PageHero';
import { Seo } from '../seo/Seo';

const STEPS = [
  { title: 'Tell us your idea', text: 'Send the form below: the animal, place or moment you have in mind, the size and the feel you want.' },
  { title: 'Talk it through', text: 'Within three working days an artist replies to discuss the idea, the materials and a budget.' },
  { title: 'Approve the sketch', text: 'The artist sends a sketch and colour study. Nothing is painted until you are happy with it.' },
  { title: 'Watch it grow', text: 'We send photographs as the work develops in the studio, and you can visit it in Musanze.' },
  { title: 'Receive your work', text: 'The finished work is signed, documented and shipped to you, insured, anywhere in the world.' },
];

export function CommissionsPage() {
  return (
    <main>
      <Seo
        title="Commissions"
        description={`Commission an original painting or sculpture of African wildlife from the artists of ${STUDIO.name}: how it works in five steps, and the request form.`}
        path="/commissions"
      />
      <PageHero eyebrow="Services" title="Commission a work">
        <p>A painting or sculpture made for you by one of our artists: your favourite animal, a place you love, a memory from the forest.</p>
      </PageHero>
      <section className="section container" aria-labelledby="how">
        <h2 id="how">How it works</h2>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="section section--sand" aria-labelledby="request">
        <div className="container">
          <h2 id="request">Request a commission</h2>
          <p>Fields marked * are required.</p>
          <CommissionForm />
        </div>
      </section>
    </main>
  );
}

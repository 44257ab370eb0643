import { Link } from 'react-router-dom';
import { Glyph } from '../../components/Glyph';
import { FEATURES, MANAGER_PERSONAS, MARKETING, NEW_WAY, OLD_WAY, TESTIMONIALS } from './landing-content';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="eyebrow">For independent artists and producers</p>
      <h1 id="hero-title">Your AI music manager, and the studio workspace around it.</h1>
      <p className="lead">
        Daily action plans, a mapped path to your next milestone, and guidance around the clock, next to your
        tracks, projects and lyrics.
      </p>
      <div className="hero-actions">
        <a className="button" href="#waitlist">
          Join the Waitlist
        </a>
        <Link className="button secondary" to="/register">
          Create Account
        </Link>
      </div>
      <ul className="figures" aria-label="Launch figures">
        <li>
          <strong>{MARKETING.waitlistSize}</strong> artists on the waitlist
        </li>
        <li>
          From <strong>{MARKETING.priceFrom}</strong>
        </li>
        <li>
          <strong>{MARKETING.waitlistDiscount}</strong> for waitlist members
        </li>
        <li>
          <strong>{MARKETING.launch}</strong> open now; the waitlist keeps your discount
        </li>
      </ul>
    </section>
  );
}

export function ManagerPreview() {
  return (
    <section className="landing-section" aria-labelledby="managers-title">
      <h2 id="managers-title">Meet your AI managers</h2>
      <p className="muted">Four personalities. Pick the one that fits how you work; switch any time.</p>
      <ul className="card-grid">
        {MANAGER_PERSONAS.map((persona) => (
          <li key={persona.style} className="landing-card">
            <span className="avatar" aria-hidden="true">
              <Glyph symbol={persona.avatar} />
            </span>
            <h3>{persona.name}</h3>
            <p className="card-subtitle">
              {persona.style} · {persona.title}
            </p>
            <p>{persona.pitch}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Testimonials() {
  return (
    <section className="landing-section" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">Artists in the beta</h2>
      <ul className="card-grid">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name} className="landing-card">
            <blockquote>“{testimonial.quote}”</blockquote>
            <p className="testimonial-author">
              <span className="avatar small" aria-hidden="true">
                <Glyph symbol={testimonial.avatar} />
              </span>
              <span>
                <strong>{testimonial.name}</strong>
                <br />
                <span className="muted">{testimonial.title}</span>
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Comparison() {
  return (
    <section className="landing-section" aria-labelledby="comparison-title">
      <h2 id="comparison-title">The old way and the Backline way</h2>
      <div className="comparison">
        <div className="landing-card">
          <h3>The old way</h3>
          <ul className="check-list old">
            {OLD_WAY.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div className="landing-card">
          <h3>With Backline</h3>
          <ul className="check-list new">
            {NEW_WAY.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export function FeatureGrid() {
  return (
    <section className="landing-section" aria-labelledby="features-title">
      <h2 id="features-title">Everything your career needs</h2>
      <ul className="card-grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="landing-card">
            <span className="avatar small" aria-hidden="true">
              <Glyph symbol={feature.icon} />
            </span>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ClosingCallToAction() {
  return (
    <section className="landing-section closing" aria-labelledby="closing-title">
      <h2 id="closing-title">Already have an account?</h2>
      <p className="muted">Your tracks, playlists and plan are waiting.</p>
      <Link className="button" to="/login">
        Access Dashboard
      </Link>
    </section>
  );
}

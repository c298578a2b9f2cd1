import { Link } from 'react-router';
import styles from './providers-help-screen.module.css';

const OPERATOR_SETTINGS: { name: string; value: string; meaning: string }[] = [
  { name: 'AI_IMAGE_PROVIDER', value: 'openai · google · openai-compatible', meaning: 'Who draws the images.' },
  { name: 'AI_TEXT_PROVIDER', value: 'openai · google · openai-compatible', meaning: 'Who writes keywords, labels and section text.' },
  { name: 'OPENAI_API_KEY', value: 'sk-…', meaning: 'For openai.' },
  { name: 'GOOGLE_API_KEY', value: '…', meaning: 'For google (Gemini).' },
  {
    name: 'OPENAI_COMPATIBLE_BASE_URL',
    value: 'http://127.0.0.1:11434/v1',
    meaning: 'For a model your studio runs (Ollama, vLLM, LM Studio).',
  },
  { name: 'PHOTO_SOURCE', value: 'openverse · wikimedia · unsplash · pexels', meaning: 'Where SOURCE finds real photographs.' },
];

/**
 * "Connect an image provider" (public): what offline preview means for a designer, what a
 * provider changes, who to ask — and, at the end, the settings the operator needs.
 */
export function ProvidersHelpScreen() {
  return (
    <main className={styles.page}>
      <p className={styles.back}>
        <Link to="/projects">← Back to projects</Link>
      </p>
      <header className={styles.head}>
        <p className={styles.kicker}>Help</p>
        <h1 className={styles.title}>Connect an image provider</h1>
        <p className={styles.lead}>
          Your Loci is running in <strong>offline preview</strong>. The pictures on your boards are studies drawn by Loci itself from your
          keywords and the place — the right palette and mood, but not photographs and not AI renderings.
        </p>
      </header>

      <section className={styles.section} aria-labelledby="help-changes">
        <h2 id="help-changes" className={styles.sectionTitle}>
          What a provider changes
        </h2>
        <ul className={styles.list}>
          <li>Every board, moodboard and render is made by a real image model (OpenAI, Google Gemini, or one your studio runs itself).</li>
          <li>Keywords, labels and section texts are written by a language model instead of Loci's offline writer.</li>
          <li>With a photo source, SOURCE finds real photographs, each with its credit and licence.</li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="help-how">
        <h2 id="help-how" className={styles.sectionTitle}>
          How to get one
        </h2>
        <p>
          Ask whoever runs Loci for your studio — your IT team, or the person who installed it — to connect a provider, and send them this
          page. It takes a few minutes and an account with the provider.
        </p>
        <p>
          Your projects stay as they are: keywords, labels, prompts and the images you chose are kept. Preview images are replaced only when
          you generate them again.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="help-operator">
        <h2 id="help-operator" className={styles.sectionTitle}>
          For the person who runs Loci
        </h2>
        <p>Set these environment variables on the server and restart it (the README's Configuration table lists every option):</p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Variable</th>
                <th scope="col">Example</th>
                <th scope="col">What it does</th>
              </tr>
            </thead>
            <tbody>
              {OPERATOR_SETTINGS.map((row) => (
                <tr key={row.name}>
                  <td>
                    <code>{row.name}</code>
                  </td>
                  <td>
                    <code>{row.value}</code>
                  </td>
                  <td>{row.meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </main>
  );
}

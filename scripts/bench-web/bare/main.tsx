// The floor `npm run bench:web` measures the portal against: React 19 and react-dom rendering one word.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>hi</p>);

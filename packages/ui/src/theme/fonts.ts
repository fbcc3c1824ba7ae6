// Self-hosted Georgian font (covers Mkhedruli, Mtavruli and Latin): no request leaves the site.
import '@fontsource/noto-sans-georgian/400.css';
import '@fontsource/noto-sans-georgian/500.css';
import '@fontsource/noto-sans-georgian/600.css';
import '@fontsource/noto-sans-georgian/700.css';

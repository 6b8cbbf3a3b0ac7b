import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { detectLocale, activateLocale } from "./i18n/locale";
import "./styles/global.css";

// The catalog is loaded before the first render so no English flashes for French readers.
await activateLocale(detectLocale());
createRoot(document.getElementById("root")!).render(<App />);

// The React API the chat components use, served by Preact core: the components import 'react'
// (so they type-check against @types/react), and vite.config.widget.ts aliases 'react' to this
// file. No preact/compat: nothing renders the chat with React any more, and compat cost 2 KB gzip.
// Core Preact differs from React where the components avoid it: text fields listen to onInput
// (Preact's onChange is the native change event), SVG attributes are written as in SVG, and event
// handlers receive the native event (no nativeEvent).
export { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
export { createContext, Fragment } from 'preact';

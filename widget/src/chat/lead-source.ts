// The channel the visitor arrived through (the host page's `src`: sign, flyer, website, ...),
// sent with every chat turn and lead so the server can record it (and validate it again). The
// host provides it around <ChatApp>, so the chat components and the lead forms deep in the
// message list read it without a prop threaded through every level.
import { createContext } from 'react';

export const LeadSourceContext = createContext<string | undefined>(undefined);

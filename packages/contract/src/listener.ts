/** Listener calls (spec §7 "Listener"). */
export {};

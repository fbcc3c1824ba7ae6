/** Channel and episode publishing calls (spec §7 "Channel and episodes"). */
export {};

/** What other client features use of the tools: the gate a tool's page stands behind. */
export { gatedTool } from './tool-gate';
export { useGymReadable } from './gym-readable';

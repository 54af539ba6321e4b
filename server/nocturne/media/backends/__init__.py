"""GPU backends behind one port (port.py): preview (embedded), ComfyUI servers, a hosted queue API."""

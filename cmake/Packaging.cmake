# SPDX-License-Identifier: GPL-3.0-or-later
# Installation layout and packages. The version is project()'s (the top-level CMakeLists.txt);
# everything here reads it from there.
#
# Linux: the GNUInstallDirs layout and a Debian package (CPack DEB) that depends on Debian's own
# Qt 6 and QCustomPlot packages: `cpack -G DEB` in the build folder writes
# kvplanner_<version>_<arch>.deb; tests/packaging/test_deb.sh builds, installs into a temporary
# root, runs and checks it (CTest `package_deb`). Windows and macOS: packaging/windows and
# packaging/macos (not tested here: see their README.md).

set(KVPLAN_APP_ID org.kvplanner.KVPlanner)
set(KVPLAN_HOMEPAGE "https://example.invalid/kvplanner") # placeholder until the project has one
set(KVPLAN_MAINTAINER "KV Planner developers <dev@kvplanner.invalid>")

# Files the package installs are world-readable and directories 0755 whatever the umask of the
# machine that builds it.
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

# Example scenarios and price lists, on every OS (the programs find them beside themselves).
install(DIRECTORY "${PROJECT_SOURCE_DIR}/resources/examples/"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/kvplanner/examples" FILES_MATCHING PATTERN "*.json")
# The sample price list (illustrative prices), to copy as the start of a vendor's own; the
# programs also have it compiled in.
install(DIRECTORY "${PROJECT_SOURCE_DIR}/resources/price-lists/"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/kvplanner/price-lists" FILES_MATCHING PATTERN "*.json")

set(CPACK_PACKAGE_NAME kvplanner)
set(CPACK_PACKAGE_VENDOR "KV Planner developers")
set(CPACK_PACKAGE_CONTACT "${KVPLAN_MAINTAINER}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${KVPLAN_HOMEPAGE}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "configurator for LLM servers that offload the KV cache")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "KV Planner")
set(CPACK_PACKAGE_EXECUTABLES kvplanner "KV Planner")
set(CPACK_STRIP_FILES ON)
# Values reach the generators as written here (backslashes of NSIS paths, the description's
# line breaks), not re-interpreted as CMake escapes.
set(CPACK_VERBATIM_VARIABLES ON)

if(WIN32)
  include("${PROJECT_SOURCE_DIR}/packaging/windows/Packaging.cmake")
elseif(APPLE)
  include("${PROJECT_SOURCE_DIR}/packaging/macos/Packaging.cmake")
else()
  include("${PROJECT_SOURCE_DIR}/packaging/linux/Packaging.cmake")
endif()

include(CPack)
